// placeholder: the Drawing stage is being built.
