#include "pcapng.h"

#include <algorithm>
#include <array>

#include "../net/ethernet_lan.h"

namespace ps {

namespace {

constexpr std::uint32_t kShb = 0x0A0D0D0A, kIdb = 1, kEpb = 6;
constexpr std::size_t kPsHeader = 64;
const WireFormat kGeneric{};  // core traffic: UDP port 47000, family code 0

// pcapng blocks are little-endian here (the Section Header's byte-order magic says so to readers).
void put32(std::vector<std::uint8_t>& o, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) o.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}
void put16(std::vector<std::uint8_t>& o, std::uint16_t v) {
  o.push_back(static_cast<std::uint8_t>(v));
  o.push_back(static_cast<std::uint8_t>(v >> 8));
}
void pad4(std::vector<std::uint8_t>& o) {
  while (o.size() % 4) o.push_back(0);
}
// An option: code, length, value padded to 4 bytes.
void option(std::vector<std::uint8_t>& o, std::uint16_t code, const void* data, std::size_t n) {
  put16(o, code);
  put16(o, static_cast<std::uint16_t>(n));
  const auto* b = static_cast<const std::uint8_t*>(data);
  o.insert(o.end(), b, b + n);
  pad4(o);
}
void optionText(std::vector<std::uint8_t>& o, std::uint16_t code, const std::string& s) {
  option(o, code, s.data(), std::min<std::size_t>(s.size(), 65000));
}
// Closes a block begun at `start` (type already written, length placeholder next).
void endBlock(std::vector<std::uint8_t>& o, std::size_t start) {
  const auto total = static_cast<std::uint32_t>(o.size() - start + 4);
  for (int i = 0; i < 4; ++i) o[start + 4 + i] = static_cast<std::uint8_t>(total >> (8 * i));
  put32(o, total);
}
std::size_t beginBlock(std::vector<std::uint8_t>& o, std::uint32_t type) {
  const std::size_t start = o.size();
  put32(o, type);
  put32(o, 0);  // total length, filled by endBlock
  return start;
}

// Network byte order, for the synthesized headers.
void be16(std::vector<std::uint8_t>& o, std::uint32_t v) {
  o.push_back(static_cast<std::uint8_t>(v >> 8));
  o.push_back(static_cast<std::uint8_t>(v));
}
void be32(std::vector<std::uint8_t>& o, std::uint32_t v) {
  be16(o, v >> 16);
  be16(o, v & 0xffff);
}
void be64(std::vector<std::uint8_t>& o, std::uint64_t v) {
  be32(o, static_cast<std::uint32_t>(v >> 32));
  be32(o, static_cast<std::uint32_t>(v));
}

bool isGroup(std::uint32_t a) { return a >= 0x80000000u && a < kBroadcast; }

std::uint32_t ipv4Of(std::uint32_t a) {
  if (a == kBroadcast) return 0xffffffffu;
  if (a == kEthernetGroup) return (239u << 24) | (255u << 16) | 1u;  // the LAN's one multicast group
  if (isGroup(a)) return (239u << 24) | (1u << 16) | ((a - 0x80000000u + 1) & 0xffffu);  // 239.1.0.1, ...
  return (10u << 24) | ((a + 1) & 0xffffffu);
}

void mac(std::vector<std::uint8_t>& o, std::uint32_t a) {
  std::array<std::uint8_t, 6> m{};
  if (a == kBroadcast) {
    m.fill(0xff);
  } else if (a == kEthernetGroup || isGroup(a)) {  // RFC 1112 §6.4: 01:00:5e + the low 23 bits of the group
    const std::uint32_t ip = ipv4Of(a);
    m = {0x01,
         0x00,
         0x5e,
         static_cast<std::uint8_t>((ip >> 16) & 0x7f),
         static_cast<std::uint8_t>(ip >> 8),
         static_cast<std::uint8_t>(ip)};
  } else {
    m = {0x02,
         0x50,
         0x53,
         static_cast<std::uint8_t>(a >> 16),
         static_cast<std::uint8_t>(a >> 8),
         static_cast<std::uint8_t>(a)};
  }
  for (std::uint8_t b : m) o.push_back(b);
}

std::uint16_t ipChecksum(const std::uint8_t* h, std::size_t n) {
  std::uint32_t sum = 0;
  for (std::size_t i = 0; i + 1 < n; i += 2) sum += static_cast<std::uint32_t>(h[i] << 8 | h[i + 1]);
  while (sum >> 16) sum = (sum & 0xffff) + (sum >> 16);
  return static_cast<std::uint16_t>(~sum);
}

}  // namespace

std::string pcapIpv4(std::uint32_t a) {
  const std::uint32_t ip = ipv4Of(a);
  return std::to_string(ip >> 24) + "." + std::to_string((ip >> 16) & 255) + "." + std::to_string((ip >> 8) & 255) +
         "." + std::to_string(ip & 255);
}

PcapngCapture::PcapngCapture(const Simulation& sim, std::uint64_t maxFrames) : sim_(sim), maxFrames_(maxFrames) {
  const std::size_t start = beginBlock(out_, kShb);
  put32(out_, 0x1A2B3C4D);  // byte-order magic
  put16(out_, 1);           // version 1.0
  put16(out_, 0);
  put32(out_, 0xffffffffu);  // section length: not given
  put32(out_, 0xffffffffu);
  optionText(out_, 4, "ProtoScope");  // shb_userappl
  optionText(out_, 1,
             "simulated run, seed " + std::to_string(sim.seed()) +
                 "; headers synthesized from the packets' fields (README: Packet captures)");
  put32(out_, 0);  // opt_endofopt
  endBlock(out_, start);
}

const WireFormat* PcapngCapture::formatFor(const Packet& p) const {
  for (const WireFormat* f : sim_.wireFormats())
    if (!f->claims || f->claims(p)) return f;
  return &kGeneric;
}

std::uint32_t PcapngCapture::interfaceFor(std::uint32_t wire) {
  if (wire >= interfaceOfWire_.size()) interfaceOfWire_.resize(wire + 1, 0);
  if (interfaceOfWire_[wire]) return interfaceOfWire_[wire] - 1;
  const std::size_t start = beginBlock(out_, kIdb);
  put16(out_, 1);  // LINKTYPE_ETHERNET
  put16(out_, 0);
  put32(out_, 0);                            // snaplen: no limit
  optionText(out_, 2, sim_.linkName(wire));  // if_name
  const std::uint8_t nanoseconds = 9;        // if_tsresol: 10^-9 s
  option(out_, 9, &nanoseconds, 1);
  put32(out_, 0);
  endBlock(out_, start);
  interfaceOfWire_[wire] = ++interfaces_;
  return interfaces_ - 1;
}

std::vector<std::uint8_t> PcapngCapture::frame(std::uint32_t from, std::uint32_t to, const Packet& p,
                                               std::uint32_t frameBytes) const {
  const WireFormat& f = *formatFor(p);
  std::vector<std::uint8_t> transport;
  std::uint8_t protocol = 17;
  if (f.writeTransport) protocol = f.writeTransport(p, transport);
  const std::size_t l4 = f.writeTransport ? transport.size() : 8;
  const std::size_t headers = 20 + l4 + kPsHeader;
  // The IP datagram's length: the frame less its Ethernet header, at least the headers.
  std::size_t ipLen = frameBytes > 14 ? frameBytes - 14 : 0;
  ipLen = std::min<std::size_t>(std::max(ipLen, headers), 65535);

  std::vector<std::uint8_t> o;
  o.reserve(14 + headers);
  mac(o, to);
  mac(o, from);
  be16(o, 0x0800);
  const std::size_t ip = o.size();
  o.insert(o.end(), {0x45, 0x00});
  be16(o, static_cast<std::uint32_t>(ipLen));
  be16(o, p.uid & 0xffff);
  be16(o, 0x4000);  // don't fragment
  o.push_back(static_cast<std::uint8_t>(std::min<std::uint32_t>(p.ttl, 255)));
  o.push_back(protocol);
  be16(o, 0);  // checksum, below
  be32(o, ipv4Of(p.src));
  be32(o, ipv4Of(p.dst));
  const std::uint16_t sum = ipChecksum(&o[ip], 20);
  o[ip + 10] = static_cast<std::uint8_t>(sum >> 8);
  o[ip + 11] = static_cast<std::uint8_t>(sum);
  if (f.writeTransport) {
    o.insert(o.end(), transport.begin(), transport.end());
  } else {
    be16(o, p.srcPort ? p.srcPort : f.udpPort);
    be16(o, p.dstPort ? p.dstPort : f.udpPort);
    be16(o, static_cast<std::uint32_t>(ipLen - 20));
    be16(o, 0);  // no checksum (allowed over IPv4, RFC 768)
  }
  o.insert(o.end(), {'P', 'S', 1, f.familyCode});
  be16(o, p.type);
  be16(o, p.flags);
  be32(o, p.seq);
  be32(o, p.flow);
  be32(o, p.uid);
  be32(o, p.sizeBytes);
  be64(o, static_cast<std::uint64_t>(p.created));
  for (std::uint64_t field : p.field) be64(o, field);
  return o;
}

void PcapngCapture::onWire(SimTime t, std::uint32_t wire, std::uint32_t from, std::uint32_t to, const Packet& p,
                           std::uint32_t frameBytes) {
  if (frames_ >= maxFrames_) {
    ++skipped_;
    return;
  }
  ++frames_;
  const std::uint32_t iface = interfaceFor(wire);
  const std::vector<std::uint8_t> data = frame(from, to, p, frameBytes);
  const std::size_t onWire = frameBytes;
  const std::size_t start = beginBlock(out_, kEpb);
  put32(out_, iface);
  const auto ts = static_cast<std::uint64_t>(t);
  put32(out_, static_cast<std::uint32_t>(ts >> 32));
  put32(out_, static_cast<std::uint32_t>(ts));
  put32(out_, static_cast<std::uint32_t>(data.size()));
  put32(out_, static_cast<std::uint32_t>(std::max(onWire, data.size())));
  out_.insert(out_.end(), data.begin(), data.end());
  pad4(out_);
  endBlock(out_, start);
}

}  // namespace ps
