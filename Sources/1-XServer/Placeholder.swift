// placeholder: the XServer stage is being built.
