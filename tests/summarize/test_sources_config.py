"""The mail sources file: JSON and TOML, the "*" tenant, relative paths, and errors that say where."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcp_agent.tools.summarize.sources.config import MailSources, MailSourcesError
from mcp_agent.tools.summarize.sources.gmail import GmailSource
from mcp_agent.tools.summarize.sources.imap import ImapSource
from mcp_agent.tools.summarize.sources.maildir import MaildirSource
from mcp_agent.tools.summarize.sources.mbox import MboxSource

pytestmark = pytest.mark.unit

LIMIT = 5_000_000

TOML = """
["*".archive]
kind = "maildir"
path = "mail/archive"

["*".gmail]
kind = "gmail"

[acme.gmail]
kind = "gmail"
user_id = "ann@acme.example"

[acme.work]
kind = "imap"
host = "imap.acme.example"
port = 993
security = "tls"
username = "ann@acme.example"
ca_file = "certs/acme-ca.pem"

[acme.lists]
kind = "mbox"
path = "/var/mail/lists.mbox"
"""


def test_toml_sources_merge_star_with_the_tenants_own(tmp_path: Path) -> None:
    path = tmp_path / "mail-sources.toml"
    path.write_text(TOML, encoding="utf-8")

    sources = MailSources.load(str(path), max_message_bytes=LIMIT)

    acme = sources.for_tenant("acme")
    assert sorted(acme) == ["archive", "gmail", "lists", "work"]
    archive = acme["archive"]
    assert isinstance(archive, MaildirSource)
    # Relative to the file, not to wherever the server was started.
    assert archive.path == str(tmp_path / "mail" / "archive")
    assert archive.max_message_bytes == LIMIT
    # The tenant's own "gmail" replaces the "*" one.
    gmail = acme["gmail"]
    assert isinstance(gmail, GmailSource)
    assert gmail.user_id == "ann@acme.example"
    assert gmail.base_url == "https://gmail.googleapis.com"
    work = acme["work"]
    assert isinstance(work, ImapSource)
    assert (work.host, work.port, work.security, work.username, work.mailbox) == (
        "imap.acme.example",
        993,
        "tls",
        "ann@acme.example",
        "INBOX",
    )
    assert work.ca_file == str(tmp_path / "certs" / "acme-ca.pem")
    lists = acme["lists"]
    assert isinstance(lists, MboxSource)
    assert lists.path == "/var/mail/lists.mbox"
    assert all(source.name == name for name, source in acme.items())

    # Any other tenant gets the "*" sources only, with the default Gmail user.
    other = sources.for_tenant("globex")
    assert sorted(other) == ["archive", "gmail"]
    assert isinstance(other["gmail"], GmailSource) and other["gmail"].user_id == "me"
    # A caller's tenant named "*" literally would be refused by identity; it gets nothing extra here.
    assert sorted(sources.for_tenant("*")) == ["archive", "gmail"]


def test_json_sources(tmp_path: Path) -> None:
    path = tmp_path / "sources.json"
    path.write_text(
        json.dumps(
            {
                "acme": {
                    "inbox": {"kind": "mbox", "path": "inbox.mbox"},
                    "gmail": {"kind": "gmail", "base_url": "http://127.0.0.1:8931"},
                }
            }
        ),
        encoding="utf-8",
    )
    sources = MailSources.load(str(path), max_message_bytes=LIMIT)
    acme = sources.for_tenant("acme")
    assert isinstance(acme["inbox"], MboxSource) and acme["inbox"].path == str(tmp_path / "inbox.mbox")
    assert isinstance(acme["gmail"], GmailSource) and acme["gmail"].base_url == "http://127.0.0.1:8931"
    assert sources.for_tenant("globex") == {}


def load_error(tmp_path: Path, document: object, name: str = "sources.json") -> str:
    path = tmp_path / name
    path.write_text(document if isinstance(document, str) else json.dumps(document), encoding="utf-8")
    with pytest.raises(MailSourcesError) as error:
        MailSources.load(str(path), max_message_bytes=LIMIT)
    return str(error.value)


def test_errors_name_file_tenant_source_and_field(tmp_path: Path) -> None:
    where = f"mail sources file '{tmp_path / 'sources.json'}', tenant 'acme', source 'work'"

    missing = load_error(
        tmp_path, {"acme": {"work": {"kind": "imap", "host": "h", "security": "tls", "username": "u"}}}
    )
    assert missing == f"{where}, field 'port': Field required"

    wrong_type = load_error(
        tmp_path, {"acme": {"work": {"kind": "imap", "host": "h", "port": "993", "security": "tls", "username": "u"}}}
    )
    assert wrong_type.startswith(f"{where}, field 'port': ")

    plain = load_error(
        tmp_path, {"acme": {"work": {"kind": "imap", "host": "h", "port": 143, "security": "none", "username": "u"}}}
    )
    assert plain.startswith(f"{where}, field 'security': ")

    unknown_kind = load_error(tmp_path, {"acme": {"work": {"kind": "pop3", "host": "h"}}})
    assert unknown_kind == f"{where}: unknown kind 'pop3' (one of: maildir, mbox, imap, gmail)"

    no_kind = load_error(tmp_path, {"acme": {"work": {"path": "x"}}})
    assert "unknown kind None" in no_kind

    # A setting of another kind (or a secret put here by mistake) is refused, not ignored.
    extra = load_error(tmp_path, {"acme": {"work": {"kind": "maildir", "path": "m", "password": "hunter2"}}})
    assert extra == f"{where}, field 'password': not a setting of this kind"
    assert "hunter2" not in extra

    http = load_error(tmp_path, {"acme": {"work": {"kind": "gmail", "base_url": "http://gmail.example.com"}}})
    assert http.startswith(f"{where}, field 'base_url': ") and "https://" in http


def test_file_level_errors(tmp_path: Path) -> None:
    assert "cannot be read" in load_error_missing(tmp_path)
    assert "not valid JSON (line 1" in load_error(tmp_path, '{"acme": ')
    assert "not valid TOML" in load_error(tmp_path, "[acme.work\nkind=1", name="sources.toml")
    assert "must end in .json or .toml" in load_error(tmp_path, "{}", name="sources.yaml")
    assert "must map tenants" in load_error(tmp_path, [1, 2])
    assert "tenant 'acme': must map source names" in load_error(tmp_path, {"acme": ["maildir"]})
    assert "source 'bad name'" in load_error(tmp_path, {"acme": {"bad name": {"kind": "mbox", "path": "x"}}})
    assert "tenant 'a/b'" in load_error(tmp_path, {"a/b": {}})


def load_error_missing(tmp_path: Path) -> str:
    with pytest.raises(MailSourcesError) as error:
        MailSources.load(str(tmp_path / "absent.toml"), max_message_bytes=LIMIT)
    assert str(tmp_path / "absent.toml") in str(error.value)
    return str(error.value)
