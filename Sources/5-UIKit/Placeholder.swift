// placeholder: the UIKit stage is being built.
