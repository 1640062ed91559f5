-- The session store: records of turns, their append markers, idempotency claims.
-- Every row names its tenant and every query filters on it; a row whose expires_at has passed is
-- invisible at once (every read says expires_at > now()) and deleted later by the sweeper.

CREATE TABLE mcpa_records (
    tenant text NOT NULL,
    record_id text NOT NULL,
    version integer NOT NULL DEFAULT 0,        -- == number of turns
    size_bytes bigint NOT NULL DEFAULT 0,      -- bytes of turn JSON so far (the byte cap)
    created_by text NOT NULL,                  -- the attempt token of the create (a re-send is recognised)
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (tenant, record_id)
);
CREATE INDEX mcpa_records_expiry ON mcpa_records (expires_at);

CREATE TABLE mcpa_turns (
    tenant text NOT NULL,
    record_id text NOT NULL,
    idx integer NOT NULL,
    turn text NOT NULL,                        -- the JSON as the caller's encoder wrote it
    PRIMARY KEY (tenant, record_id, idx),
    FOREIGN KEY (tenant, record_id) REFERENCES mcpa_records ON DELETE CASCADE
);

-- kind 'a': an idempotency key (lives as long as the record); kind 'r': an attempt token (the
-- record's last few appends only).
CREATE TABLE mcpa_append_markers (
    tenant text NOT NULL,
    record_id text NOT NULL,
    kind "char" NOT NULL,
    marker text NOT NULL,
    version integer NOT NULL,
    idx integer NOT NULL,
    PRIMARY KEY (tenant, record_id, kind, marker),
    FOREIGN KEY (tenant, record_id) REFERENCES mcpa_records ON DELETE CASCADE
);
CREATE INDEX mcpa_append_markers_ring ON mcpa_append_markers (tenant, record_id, kind, idx);

CREATE TABLE mcpa_idempotency (
    tenant text NOT NULL,
    key text NOT NULL,
    fingerprint text NOT NULL,
    token text,                                -- the owner of the claim in progress; NULL once completed
    lease_until timestamptz,
    result text,                               -- the stored result JSON, once completed
    done_by text,                              -- the token whose result it is
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (tenant, key)
);
CREATE INDEX mcpa_idempotency_expiry ON mcpa_idempotency (expires_at);

-- Outcomes: 1 created (or this attempt created it: a re-send), 0 a live record exists.
CREATE FUNCTION mcpa_create(p_tenant text, p_record text, p_ttl_ms bigint, p_attempt text) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
    creator text;
BEGIN
    DELETE FROM mcpa_records WHERE tenant = p_tenant AND record_id = p_record AND expires_at <= now();
    INSERT INTO mcpa_records (tenant, record_id, created_by, expires_at)
    VALUES (p_tenant, p_record, p_attempt, now() + p_ttl_ms * interval '1 millisecond')
    ON CONFLICT DO NOTHING;
    IF FOUND THEN
        RETURN true;
    END IF;
    SELECT created_by INTO creator FROM mcpa_records
    WHERE tenant = p_tenant AND record_id = p_record AND expires_at > now();
    RETURN creator IS NOT DISTINCT FROM p_attempt;
END $$;

-- One call per append (one round trip): the replay checks come before the version check so a
-- re-send after a lost reply gets its original outcome and the stored turn; the caps are checked
-- before anything is written. The row lock serialises appends to one record.
-- Outcome: 0 absent, 1 appended, 2 replayed (with the stored turn), 3 conflict, 4 full.
CREATE FUNCTION mcpa_append(
    p_tenant text, p_record text, p_expected integer, p_turn text, p_ttl_ms bigint, p_key text,
    p_max_turns integer, p_max_bytes bigint, p_attempt text, p_markers integer,
    OUT outcome integer, OUT version integer, OUT idx integer, OUT turn text, OUT size_bytes bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
    current_version integer;
    current_size bigint;
    turn_size bigint := octet_length(p_turn);
BEGIN
    SELECT r.version, r.size_bytes INTO current_version, current_size FROM mcpa_records r
    WHERE r.tenant = p_tenant AND r.record_id = p_record AND r.expires_at > now() FOR UPDATE;
    IF NOT FOUND THEN
        outcome := 0;
        RETURN;
    END IF;
    SELECT m.version, m.idx INTO version, idx FROM mcpa_append_markers m
    WHERE m.tenant = p_tenant AND m.record_id = p_record
      AND ((m.kind = 'a' AND m.marker = p_key) OR (m.kind = 'r' AND m.marker = p_attempt))
    ORDER BY m.kind LIMIT 1;
    IF FOUND THEN
        outcome := 2;
        SELECT t.turn INTO turn FROM mcpa_turns t WHERE t.tenant = p_tenant AND t.record_id = p_record AND t.idx = mcpa_append.idx;
        RETURN;
    END IF;
    IF current_version <> p_expected THEN
        outcome := 3;
        version := current_version;
        RETURN;
    END IF;
    IF (p_max_turns IS NOT NULL AND current_version + 1 > p_max_turns)
       OR (p_max_bytes IS NOT NULL AND current_size + turn_size > p_max_bytes) THEN
        outcome := 4;
        version := current_version;
        size_bytes := current_size;
        RETURN;
    END IF;
    idx := current_version;
    version := current_version + 1;
    INSERT INTO mcpa_turns VALUES (p_tenant, p_record, idx, p_turn);
    UPDATE mcpa_records r SET version = mcpa_append.version, size_bytes = current_size + turn_size,
        expires_at = now() + p_ttl_ms * interval '1 millisecond'
    WHERE r.tenant = p_tenant AND r.record_id = p_record;
    IF p_key IS NOT NULL THEN
        INSERT INTO mcpa_append_markers VALUES (p_tenant, p_record, 'a', p_key, version, idx) ON CONFLICT DO NOTHING;
    END IF;
    INSERT INTO mcpa_append_markers VALUES (p_tenant, p_record, 'r', p_attempt, version, idx) ON CONFLICT DO NOTHING;
    DELETE FROM mcpa_append_markers m
    WHERE m.tenant = p_tenant AND m.record_id = p_record AND m.kind = 'r' AND m.idx <= idx - p_markers;
    outcome := 1;
END $$;

-- Outcome: 1 new (the caller owns the key), 2 in progress (ms of lease left), 3 mismatch,
-- 4 completed (the result). A claim whose owner is the caller's token is a re-send of the
-- caller's own claim: its lease runs from now. Leases run on the server's clock.
CREATE FUNCTION mcpa_claim(
    p_tenant text, p_key text, p_fingerprint text, p_lease_ms bigint, p_ttl_ms bigint, p_token text,
    OUT outcome integer, OUT lease_left_ms bigint, OUT result text
) LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
    entry mcpa_idempotency%ROWTYPE;
    lease interval := p_lease_ms * interval '1 millisecond';
BEGIN
    DELETE FROM mcpa_idempotency i WHERE i.tenant = p_tenant AND i.key = p_key AND i.expires_at <= now();
    LOOP
        INSERT INTO mcpa_idempotency (tenant, key, fingerprint, token, lease_until, expires_at)
        VALUES (p_tenant, p_key, p_fingerprint, p_token, now() + lease,
                now() + greatest(p_lease_ms, p_ttl_ms) * interval '1 millisecond')
        ON CONFLICT DO NOTHING;
        IF FOUND THEN
            outcome := 1;
            RETURN;
        END IF;
        SELECT * INTO entry FROM mcpa_idempotency i WHERE i.tenant = p_tenant AND i.key = p_key FOR UPDATE;
        EXIT WHEN FOUND;  -- else a release dropped it between the two statements: insert again
    END LOOP;
    IF entry.fingerprint <> p_fingerprint THEN
        outcome := 3;
        RETURN;
    END IF;
    IF entry.result IS NOT NULL THEN
        outcome := 4;
        result := entry.result;
        RETURN;
    END IF;
    IF entry.token = p_token THEN
        UPDATE mcpa_idempotency i SET lease_until = now() + lease, expires_at = greatest(i.expires_at, now() + lease)
        WHERE i.tenant = p_tenant AND i.key = p_key;
        outcome := 1;
        RETURN;
    END IF;
    IF entry.lease_until > now() THEN
        outcome := 2;
        lease_left_ms := (extract(epoch FROM entry.lease_until - now()) * 1000)::bigint;
        RETURN;
    END IF;
    UPDATE mcpa_idempotency i SET fingerprint = p_fingerprint, token = p_token, lease_until = now() + lease,
        result = NULL, done_by = NULL, expires_at = now() + greatest(p_lease_ms, p_ttl_ms) * interval '1 millisecond'
    WHERE i.tenant = p_tenant AND i.key = p_key;
    outcome := 1;
END $$;

-- Only the owner's unfinished claim becomes a result; a repeat by the token whose result is stored is true.
CREATE FUNCTION mcpa_complete(p_tenant text, p_key text, p_token text, p_result text, p_ttl_ms bigint)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
    entry mcpa_idempotency%ROWTYPE;
BEGIN
    SELECT * INTO entry FROM mcpa_idempotency i
    WHERE i.tenant = p_tenant AND i.key = p_key AND i.expires_at > now() FOR UPDATE;
    IF NOT FOUND THEN
        RETURN false;
    END IF;
    IF entry.result IS NOT NULL THEN
        RETURN entry.done_by = p_token;
    END IF;
    IF entry.token IS DISTINCT FROM p_token THEN
        RETURN false;
    END IF;
    UPDATE mcpa_idempotency i SET token = NULL, lease_until = NULL, result = p_result, done_by = p_token,
        expires_at = now() + p_ttl_ms * interval '1 millisecond'
    WHERE i.tenant = p_tenant AND i.key = p_key;
    RETURN true;
END $$;
