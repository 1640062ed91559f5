"""Helpers the tests share; fixtures and hooks live in tests/conftest.py, never here.

- ``requests``: request builders (``meta``, ``body``, ``headers_for``, …) and the in-process ``Rpc`` client.
- ``server``: the test registry built with the public ``mcp_agent.Server`` API, ``Probes``, ``thread_server``.
- ``live_server``: a real ``mcp-agent serve`` subprocess on a free loopback port.
- ``redis_server``: a throwaway ``redis-server`` subprocess.
"""
