//! Where things are: the problems, their samples and their judge settings.
