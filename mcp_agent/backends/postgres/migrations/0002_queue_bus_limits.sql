-- The task queue, the rate limiter's buckets, and the change bus's payloads too large for a NOTIFY.

-- One row per round of work. consumer IS NULL: waiting; else taken by that consumer until lease_until
-- (its worker renews it; once it has passed, any worker may reclaim the row).
CREATE TABLE mcpa_task_queue (
    id bigserial PRIMARY KEY,
    tenant text NOT NULL,
    record text NOT NULL,
    round integer NOT NULL,
    token text NOT NULL,
    handed_back boolean NOT NULL DEFAULT false,
    trace text NOT NULL DEFAULT '',
    consumer text,
    lease_until timestamptz
);
CREATE INDEX mcpa_task_queue_waiting ON mcpa_task_queue (id) WHERE consumer IS NULL;
CREATE INDEX mcpa_task_queue_taken ON mcpa_task_queue (lease_until) WHERE consumer IS NOT NULL;

-- A tenant's running rounds (the per-tenant concurrency limit): token -> lease end.
CREATE TABLE mcpa_task_running (
    tenant text NOT NULL,
    token text NOT NULL,
    lease_until timestamptz NOT NULL,
    PRIMARY KEY (tenant, token)
);

CREATE TABLE mcpa_task_dead (
    id bigserial PRIMARY KEY,
    tenant text NOT NULL,
    record text NOT NULL,
    round integer NOT NULL,
    reason text NOT NULL,
    dead_at timestamptz NOT NULL DEFAULT now()
);

-- Count the round against its tenant's running rounds unless p_limit are running; leases that ended
-- (their worker died) no longer count. The advisory lock serialises admissions of one tenant.
CREATE FUNCTION mcpa_admit(p_tenant text, p_token text, p_limit integer, p_lease_ms bigint) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
    running integer;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended('mcpa_admit:' || p_tenant, 0));
    DELETE FROM mcpa_task_running WHERE tenant = p_tenant AND lease_until <= now();
    IF NOT EXISTS (SELECT 1 FROM mcpa_task_running WHERE tenant = p_tenant AND token = p_token) THEN
        SELECT count(*) INTO running FROM mcpa_task_running WHERE tenant = p_tenant;
        IF running >= p_limit THEN
            RETURN false;
        END IF;
    END IF;
    INSERT INTO mcpa_task_running VALUES (p_tenant, p_token, now() + p_lease_ms * interval '1 millisecond')
    ON CONFLICT (tenant, token) DO UPDATE SET lease_until = EXCLUDED.lease_until;
    RETURN true;
END $$;

-- One token bucket per tenant; the time is the server's, so instances with skewed clocks agree.
-- A missing (or expired) bucket is a full one; the row expires when the bucket would be full again.
CREATE TABLE mcpa_rate_buckets (
    tenant text PRIMARY KEY,
    tokens double precision NOT NULL,
    updated_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
);
CREATE INDEX mcpa_rate_buckets_expiry ON mcpa_rate_buckets (expires_at);

-- 0 when a token was taken, else the seconds until one is available (nothing written then).
CREATE FUNCTION mcpa_take_token(p_tenant text, p_rate double precision, p_burst integer) RETURNS double precision
LANGUAGE plpgsql AS $$
DECLARE
    bucket mcpa_rate_buckets%ROWTYPE;
    available double precision;
    at timestamptz := clock_timestamp();
BEGIN
    INSERT INTO mcpa_rate_buckets VALUES (p_tenant, p_burst, at, at) ON CONFLICT DO NOTHING;
    SELECT * INTO bucket FROM mcpa_rate_buckets WHERE tenant = p_tenant FOR UPDATE;
    IF bucket.expires_at < bucket.updated_at OR bucket.expires_at <= at THEN
        available := p_burst;  -- expired: full again
    ELSE
        available := least(p_burst, bucket.tokens + greatest(0, extract(epoch FROM at - bucket.updated_at)) * p_rate);
    END IF;
    IF available < 1 THEN
        RETURN (1 - available) / p_rate;
    END IF;
    available := available - 1;
    UPDATE mcpa_rate_buckets SET tokens = available, updated_at = at,
        expires_at = at + ((p_burst - available) / p_rate) * interval '1 second'
    WHERE tenant = p_tenant;
    RETURN 0;
END $$;

-- A change whose payload would not fit a NOTIFY (8000 bytes): the notification names the row.
CREATE TABLE mcpa_change_payloads (
    id bigserial PRIMARY KEY,
    payload text NOT NULL,
    expires_at timestamptz NOT NULL
);
CREATE INDEX mcpa_change_payloads_expiry ON mcpa_change_payloads (expires_at);
