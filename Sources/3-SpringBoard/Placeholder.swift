// placeholder: the SpringBoard stage is being built.
