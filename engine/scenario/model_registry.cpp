#include "model_registry.h"

#include "../net/ip_topology_params.h"
#include "../net/network_params.h"
#include "../net/p2p_model.h"
#include "../protocols/afdp/afdp_baseline_params.h"
#include "../protocols/afdp/afdp_model.h"
#include "../protocols/afdp/afdp_params.h"
#include "../protocols/estimation/abget_params.h"
#include "../protocols/estimation/estimation_model.h"
#include "../protocols/estimation/estimation_params.h"
#include "../protocols/estimation/pathload_params.h"
#include "../protocols/literature/literature_ip_model.h"
#include "../protocols/literature/literature_ip_params.h"
#include "../protocols/multicast/ethernet_model.h"
#include "../protocols/multicast/ethernet_params.h"
#include "../protocols/polling/polling_model.h"
#include "../protocols/polling/polling_params.h"
#include "../transport/topology/topology_params.h"
#include "../transport/transport_model.h"
#include "../transport/transport_params.h"

namespace ps {

const std::vector<ModelInfo>& modelRegistry() {
  static const std::vector<ModelInfo> registry = {
      {"p2p",
       "Point-to-point links",
       {&network_params::kNetwork, &network_params::kTraffic},
       buildP2pModel,
       estimateP2pModel},
      {"polling",
       "Polling-based reliable multicast (seed 000)",
       {&ip_topology_params::kNetwork, &polling::params::kReceivers, &polling::params::kProtocol},
       buildPollingModel,
       estimatePollingModel},
      {"ethernet",
       "Multicast on an Ethernet LAN (seed 001)",
       {&ethernet_params::kLan, &ethernet_params::kProtocol},
       buildEthernetModel,
       estimateEthernetModel},
      {"literature-ip",
       "Literature reliable multicast (sequencer, Erramilli-Singh, Chang-Maxemchuk, round-robin ACK) on an IP "
       "network (seed 001)",
       {&ip_topology_params::kNetwork, &literature_ip_params::kGroup, &ethernet_params::kProtocol},
       buildLiteratureIpModel,
       estimateLiteratureIpModel},
      {"transport",
       "Transport: UDP, TCP and DCCP flows on a dumbbell (seed 002)",
       {&transport::params::kNetwork, &transport::params::kFlows, &transport::params::kBackground,
        &transport::params::kFaults, &transport::params::kMeasure},
       buildTransportModel,
       estimateTransportModel},
      {"afdp",
       "AFDP: adaptive multicast/broadcast/unicast file distribution (seed 004)",
       {&afdp::params::kLan, &afdp::params::kAfdp, &afdp::params::kSubscribers, &afdp::params::kRouters,
        &afdp::params::kBaseline},
       buildAfdpModel,
       estimateAfdpModel},
      {"estimation",
       "Available-bandwidth estimation: pathload, abget and iperf under cross traffic (seed 003)",
       {&estimation::params::kEstimator, &estimation::params::kPath, &estimation::params::kCross,
        &estimation::params::kPathload, &estimation::params::kAbget, &estimation::params::kIperf},
       estimation::buildEstimationModel,
       estimation::estimateEstimationModel},
  };
  return registry;
}

}  // namespace ps
