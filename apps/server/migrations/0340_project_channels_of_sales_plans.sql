-- A project sells on every channel one of its sales plans uses: the channel list of a project
-- (which the sales-plan form offers) always holds the channels of its plans.

-- Channels used by plans but never enabled on their project.
INSERT INTO project_channel (project_id, channel_id)
SELECT DISTINCT project_id, channel_id FROM sales_plan
ON CONFLICT (project_id, channel_id) DO NOTHING;

-- A plan written on a channel (or moved to another project) enables that channel on its project.
CREATE OR REPLACE FUNCTION sales_plan_enables_channel() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_channel (project_id, channel_id)
  VALUES (NEW.project_id, NEW.channel_id)
  ON CONFLICT (project_id, channel_id) DO NOTHING;
  RETURN NEW;
END;
$$;

DROP TRIGGER IF EXISTS sales_plan_enables_channel ON sales_plan;
CREATE TRIGGER sales_plan_enables_channel
AFTER INSERT OR UPDATE OF project_id, channel_id ON sales_plan
FOR EACH ROW EXECUTE FUNCTION sales_plan_enables_channel();
