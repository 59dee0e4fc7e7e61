-- TimescaleDB for the time series, only where the server has it (docs/decisions.md, "Time series on
-- TimescaleDB and without it"). Everywhere else this migration changes nothing: sensor_readings stays a
-- plain table with its BRIN index and sensor_readings_hourly a table the ingest statement keeps.
--
-- With the extension: sensor_readings becomes a hypertable (7-day chunks, existing rows moved in),
-- compressed per (sensor, parameter, axis) ordered by time once a chunk is 7 days old; the
-- sensor_readings_hourly table is replaced by a continuous aggregate of the same name and columns,
-- real-time (materialized_only = false) so the current hour and late readings are always counted,
-- and refreshed by a policy. The rollup table held nothing the readings do not, so dropping it loses
-- nothing. Waveforms stay a plain table (their primary key is id alone, which a hypertable refuses).
--
-- Drizzle runs every migration in one transaction: the continuous aggregate is therefore created
-- WITH NO DATA (WITH DATA refuses to run in a transaction block) and is filled by its policy; until
-- then real-time aggregation computes it from the readings. Compression and continuous aggregates
-- need the Timescale License build: under the Apache-only build only the hypertable is made and the
-- rollup stays a table.
DO $$
DECLARE
  version text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'timescaledb') THEN
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS timescaledb;
  EXCEPTION WHEN OTHERS THEN
    -- Typically "must be preloaded" (shared_preload_libraries) or missing privileges.
    RAISE NOTICE 'timescaledb is available but could not be enabled (%); time series stay on plain tables', SQLERRM;
    RETURN;
  END;
  SELECT extversion INTO version FROM pg_extension WHERE extname = 'timescaledb';
  IF string_to_array(split_part(version, '-', 1), '.')::int[] < ARRAY[2, 13] THEN
    RAISE NOTICE 'timescaledb % is older than 2.13; time series stay on plain tables', version;
    RETURN;
  END IF;

  -- Chunks replace the BRIN index on ts; every read is per sensor and uses the primary key.
  DROP INDEX IF EXISTS sensor_readings_ts_brin;
  PERFORM create_hypertable('sensor_readings', by_range('ts', INTERVAL '7 days'),
    create_default_indexes => false, migrate_data => true);

  IF current_setting('timescaledb.license', true) IS DISTINCT FROM 'timescale' THEN
    RAISE NOTICE 'timescaledb license is %, not timescale: no compression, hourly rollup stays a table',
      current_setting('timescaledb.license', true);
    RETURN;
  END IF;

  ALTER TABLE sensor_readings SET (
    timescaledb.compress,
    timescaledb.compress_segmentby = 'sensor_id, parameter_type, axis',
    timescaledb.compress_orderby = 'ts'
  );
  PERFORM add_compression_policy('sensor_readings', INTERVAL '7 days');

  DROP TABLE sensor_readings_hourly;
  CREATE MATERIALIZED VIEW sensor_readings_hourly
    WITH (timescaledb.continuous, timescaledb.materialized_only = false) AS
    SELECT sensor_id, parameter_type, axis,
      time_bucket(INTERVAL '1 hour', ts) AS bucket,
      min(value) AS min, max(value) AS max, sum(value) AS sum, count(*)::integer AS count
    FROM sensor_readings
    GROUP BY sensor_id, parameter_type, axis, time_bucket(INTERVAL '1 hour', ts)
    WITH NO DATA;
  -- start_offset NULL: a gateway back after weeks offline still has its readings rolled up.
  PERFORM add_continuous_aggregate_policy('sensor_readings_hourly',
    start_offset => NULL, end_offset => INTERVAL '1 hour', schedule_interval => INTERVAL '30 minutes');
END
$$;
