-- Wireshark / tshark dissector for the ProtoScope header that `run --pcap` and the app's
-- "Packets (pcapng)" export put after each synthesized UDP header (engine/export/pcapng.h).
--   wireshark -X lua_script:engine/export/protoscope.lua capture.pcapng
--   tshark -X lua_script:engine/export/protoscope.lua -r capture.pcapng -T fields -e protoscope.seq
-- Or copy it to ~/.local/lib/wireshark/plugins/ to load it always.
--
-- The header (64 bytes, network byte order): "PS", version (1), family code, type, flags, seq,
-- flow, uid, size, created (ns), field[0..3]. Families and their UDP ports (README "Packet
-- captures"; a family that adds a port adds it to `ports` below).
local families = { [0] = "traffic", [1] = "polling", [2] = "multicast" }
local ports = { 47000, 47001, 47002 }

local ps = Proto("protoscope", "ProtoScope simulated packet")
local f = ps.fields
f.magic = ProtoField.string("protoscope.magic", "Magic")
f.version = ProtoField.uint8("protoscope.version", "Version")
f.family = ProtoField.uint8("protoscope.family", "Family", base.DEC, families)
f.type = ProtoField.uint16("protoscope.type", "Type")
f.flags = ProtoField.uint16("protoscope.flags", "Flags", base.HEX)
f.seq = ProtoField.uint32("protoscope.seq", "Sequence number")
f.flow = ProtoField.uint32("protoscope.flow", "Flow")
f.uid = ProtoField.uint32("protoscope.uid", "Packet id (the trace's packet #)")
f.size = ProtoField.uint32("protoscope.size", "Simulated size (bytes)")
f.created = ProtoField.uint64("protoscope.created", "Created (ns of simulated time)")
f.field0 = ProtoField.uint64("protoscope.field0", "Protocol field 0")
f.field1 = ProtoField.uint64("protoscope.field1", "Protocol field 1")
f.field2 = ProtoField.uint64("protoscope.field2", "Protocol field 2")
f.field3 = ProtoField.uint64("protoscope.field3", "Protocol field 3")

function ps.dissector(buf, pinfo, tree)
  if buf:len() < 64 or buf(0, 2):string() ~= "PS" then return 0 end
  pinfo.cols.protocol = "ProtoScope"
  local family = buf(3, 1):uint()
  local t = tree:add(ps, buf(0, 64))
  t:add(f.magic, buf(0, 2))
  t:add(f.version, buf(2, 1))
  t:add(f.family, buf(3, 1))
  t:add(f.type, buf(4, 2))
  t:add(f.flags, buf(6, 2))
  t:add(f.seq, buf(8, 4))
  t:add(f.flow, buf(12, 4))
  t:add(f.uid, buf(16, 4))
  t:add(f.size, buf(20, 4))
  t:add(f.created, buf(24, 8))
  t:add(f.field0, buf(32, 8))
  t:add(f.field1, buf(40, 8))
  t:add(f.field2, buf(48, 8))
  t:add(f.field3, buf(56, 8))
  pinfo.cols.info = string.format("%s type %d seq %d (packet #%d, %d B)", families[family] or "family " .. family,
    buf(4, 2):uint(), buf(8, 4):uint(), buf(16, 4):uint(), buf(20, 4):uint())
  return 64
end

local udp = DissectorTable.get("udp.port")
for _, port in ipairs(ports) do udp:add(port, ps) end
