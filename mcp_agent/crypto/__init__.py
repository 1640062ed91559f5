"""Authenticated encryption shared by everything the server hands to clients and later trusts."""
