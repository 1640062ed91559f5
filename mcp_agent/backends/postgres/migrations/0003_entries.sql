-- Entries (state/portable.py): a whole record imported at once, never moving the target backwards.
-- The row's upsert decides (its guard is the revision rule) and locks the row; the turns and markers
-- are then replaced whole. Times arrive as remaining milliseconds and land on this server's clock.
CREATE FUNCTION mcpa_import_record(
    p_tenant text, p_record text, p_turns text[], p_ttl_ms bigint, p_created_by text,
    p_marker_kinds text[], p_markers text[], p_versions integer[], p_indexes integer[], p_overwrite boolean
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
    revision integer := cardinality(p_turns);
BEGIN
    INSERT INTO mcpa_records AS r (tenant, record_id, version, size_bytes, created_by, expires_at)
    VALUES (p_tenant, p_record, revision,
            coalesce((SELECT sum(octet_length(t)) FROM unnest(p_turns) t), 0), p_created_by,
            now() + p_ttl_ms * interval '1 millisecond')
    ON CONFLICT (tenant, record_id) DO UPDATE
        SET version = excluded.version, size_bytes = excluded.size_bytes, created_by = excluded.created_by,
            expires_at = excluded.expires_at
        WHERE r.expires_at <= now() OR r.version < excluded.version
           OR (p_overwrite AND r.version = excluded.version);
    IF NOT FOUND THEN
        RETURN false;
    END IF;
    DELETE FROM mcpa_turns t WHERE t.tenant = p_tenant AND t.record_id = p_record;
    INSERT INTO mcpa_turns (tenant, record_id, idx, turn)
    SELECT p_tenant, p_record, (n - 1)::integer, t FROM unnest(p_turns) WITH ORDINALITY AS u(t, n);
    DELETE FROM mcpa_append_markers m WHERE m.tenant = p_tenant AND m.record_id = p_record;
    INSERT INTO mcpa_append_markers (tenant, record_id, kind, marker, version, idx)
    SELECT p_tenant, p_record, k::"char", m, v, i FROM unnest(p_marker_kinds, p_markers, p_versions, p_indexes) AS u(k, m, v, i)
    ON CONFLICT DO NOTHING;
    RETURN true;
END $$;
