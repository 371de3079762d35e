// placeholder: the TouchLab stage is being built.
