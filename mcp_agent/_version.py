"""The package's version, in a leaf module so that the CLI and the server can read it without the public face."""

__version__ = "0.1.0"
