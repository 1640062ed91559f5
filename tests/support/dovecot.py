"""A throwaway Dovecot IMAP server on free loopback ports, for the IMAP source's tests.

Everything lives in one temporary directory: the configuration written here (never
/etc/dovecot), a self-signed certificate made at start, the passwd-file, the users' Maildirs,
Dovecot's base_dir (sockets, master.pid), its state_dir and its log. ``dovecot -F`` runs in the
foreground as our child, in its own process group, so stopping it stops every process it forked.

Two listeners: ``tls_port`` speaks TLS from the first byte (imaps), ``starttls_port`` starts in
plain text and upgrades with STARTTLS.
"""

from __future__ import annotations

import contextlib
import datetime
import ipaddress
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from pathlib import Path
from types import TracebackType

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from tests.support.debian import installed_binary
from tests.support.live_server import free_port

DOVECOT = "/usr/sbin/dovecot"


def dovecot_binary() -> str:
    return installed_binary(DOVECOT, needed_for="the IMAP source tests run a real one", package="dovecot-imapd")


def _self_signed(directory: Path) -> tuple[Path, Path]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=2))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1")), x509.DNSName("localhost")]),
            critical=False,
        )
        # A CA certificate too, so clients can trust it directly as their ca_file.
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_file, key_file = directory / "cert.pem", directory / "key.pem"
    cert_file.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    key_file.chmod(0o600)
    return cert_file, key_file


def _accounts() -> tuple[pwd.struct_passwd, str, str]:
    """(the mail owner, the login user, the internal user) Dovecot accepts for this process.

    As a normal user Dovecot cannot switch users: everything runs as us. As root it refuses mail
    access with uid 0 and wants unprivileged login and internal users: the Debian package's
    ``dovenull``/``dovecot`` when they exist, and ``nobody`` owns the mail.
    """
    if os.geteuid() != 0:
        me = pwd.getpwuid(os.geteuid())
        return me, me.pw_name, me.pw_name

    def existing(name: str) -> str:
        try:
            return pwd.getpwnam(name).pw_name
        except KeyError:
            return "nobody"

    return pwd.getpwnam("nobody"), existing("dovenull"), existing("dovecot")


class DovecotServer:
    """``with DovecotServer() as server``: Dovecot answering IMAP on 127.0.0.1 until the block ends."""

    def __init__(self, *, startup_timeout: float = 15.0) -> None:
        self.startup_timeout = startup_timeout
        self.root = Path(tempfile.mkdtemp(prefix="mcpa-dovecot-"))
        self.tls_port = 0
        self.starttls_port = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._mail_owner, self._login_user, self._internal_user = _accounts()

    # -- what clients use -----------------------------------------------------------------------

    host = "127.0.0.1"

    @property
    def ca_file(self) -> str:
        return str(self.root / "cert.pem")

    @property
    def log_file(self) -> Path:
        return self.root / "dovecot.log"

    def log(self) -> str:
        return self.log_file.read_text(errors="replace") if self.log_file.exists() else ""

    # -- users and mail ---------------------------------------------------------------------------

    def add_user(self, user: str, password: str) -> None:
        self.set_password(user, password)
        self._maildir(user)

    def set_password(self, user: str, password: str) -> None:
        """Write the user's passwd-file anew; the next login checks against it.

        One file per user: Dovecot rereads a passwd-file at most once a second (by its mtime and
        size), so a user added since would stay unknown for up to a second in a shared file. For a
        changed password the wait is unavoidable: this returns once Dovecot's next sync sees it.
        """
        path = self.root / "passwd.d" / user
        existed = path.exists()
        previous = path.stat().st_mtime if existed else 0.0
        staged = path.with_name(f".{user}.new")
        staged.write_text(f"{user}:{{PLAIN}}{password}::::::\n")
        # A rewrite within the same second with the same length would look unchanged.
        stamp = max(time.time(), previous + 1.0)
        os.utime(staged, (stamp, stamp))
        staged.chmod(0o644)
        staged.replace(path)
        if existed:
            time.sleep(1.05 - time.time() % 1.0)

    def _maildir(self, user: str) -> Path:
        home = self.root / "home" / user
        maildir = home / "Maildir"
        for sub in ("cur", "new", "tmp"):
            (maildir / sub).mkdir(parents=True, exist_ok=True)
        for path in (self.root / "home", home, maildir, maildir / "cur", maildir / "new", maildir / "tmp"):
            os.chown(path, self._mail_owner.pw_uid, self._mail_owner.pw_gid)
        return maildir

    def deliver(self, user: str, raw: bytes, *, delivered_at: float | None = None) -> None:
        """Put one RFC 822 message into the user's INBOX, as a local delivery agent would.

        ``delivered_at`` becomes the file's mtime, which Dovecot reports as the internal date.
        """
        new = self._maildir(user) / "new"
        base = f"{time.time_ns()}.{uuid.uuid4().hex}.mcpa-test"
        staged = new.parent / "tmp" / base
        staged.write_bytes(raw)
        os.chown(staged, self._mail_owner.pw_uid, self._mail_owner.pw_gid)
        if delivered_at is not None:
            os.utime(staged, (delivered_at, delivered_at))
        staged.rename(new / base)

    # -- the server -------------------------------------------------------------------------------

    def _config(self) -> str:
        root = self.root
        owner = self._mail_owner
        return f"""\
protocols = imap
listen = 127.0.0.1
base_dir = {root}/run
state_dir = {root}/state
instance_name = mcpa-dovecot-{root.name}
log_path = {self.log_file}
info_log_path = {self.log_file}
default_login_user = {self._login_user}
default_internal_user = {self._internal_user}
first_valid_uid = {owner.pw_uid}
first_valid_gid = {owner.pw_gid}
ssl = yes
ssl_cert = <{root}/cert.pem
ssl_key = <{root}/key.pem
auth_mechanisms = plain login
# Failed logins are part of the tests: no deliberate slow-down.
auth_failure_delay = 0
mail_location = maildir:~/Maildir
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%u {root}/passwd.d/%u
}}
userdb {{
  driver = static
  args = uid={owner.pw_uid} gid={owner.pw_gid} home={root}/home/%u
}}
# Nor Dovecot's growing penalty for repeated failures from one address (here, always 127.0.0.1).
service anvil {{
  unix_listener anvil-auth-penalty {{
    mode = 0
  }}
}}
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {self.starttls_port}
  }}
  inet_listener imaps {{
    address = 127.0.0.1
    port = {self.tls_port}
    ssl = yes
  }}
}}
"""

    def start(self) -> None:
        binary = dovecot_binary()
        # Run as root, Dovecot's unprivileged processes must still reach the directory.
        self.root.chmod(0o755)
        (self.root / "run").mkdir()
        (self.root / "state").mkdir()
        _self_signed(self.root)
        (self.root / "passwd.d").mkdir()
        self.tls_port, self.starttls_port = free_port(), free_port()
        while self.starttls_port == self.tls_port:
            self.starttls_port = free_port()
        config = self.root / "dovecot.conf"
        config.write_text(self._config())
        self._process = subprocess.Popen(
            [binary, "-F", "-c", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
        )
        deadline = time.monotonic() + self.startup_timeout
        while not (_greets(self.starttls_port) and _answers(self.tls_port)):
            if self._process.poll() is not None:
                stderr = self._process.stderr.read().decode(errors="replace") if self._process.stderr else ""
                raise RuntimeError(f"dovecot exited early ({self._process.returncode}): {stderr}{self.log()}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"dovecot did not answer on 127.0.0.1:{self.starttls_port} in time: {self.log()}")
            time.sleep(0.02)

    def stop(self, timeout: float = 10.0) -> None:
        process = self._process
        if process is not None:
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=timeout)
                except subprocess.TimeoutExpired:
                    pass
            # The master is gone (or stuck): none of the processes it forked may outlive the test.
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, signal.SIGKILL)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=timeout)
            if process.stderr:
                process.stderr.close()
            self._process = None
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> DovecotServer:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.stop()


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return True
    except OSError:
        return False


def _greets(port: int) -> bool:
    """The plain listener sends its ``* OK`` greeting: the login processes are up, not just the socket."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1.0) as sock:
            return sock.recv(64).startswith(b"* OK")
    except OSError:
        return False
