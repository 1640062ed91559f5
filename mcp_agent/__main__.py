# Absolute import and a guard: worker processes (anyio.to_process, multiprocessing) import the
# parent's main module by path, and must neither fail on a relative import nor start a server.
from mcp_agent.cli import main

if __name__ == "__main__":
    main()
