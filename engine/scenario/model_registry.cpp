#include "model_registry.h"

#include "../net/ip_topology_params.h"
#include "../net/network_params.h"
#include "../net/p2p_model.h"
#include "../protocols/multicast/ethernet_model.h"
#include "../protocols/multicast/ethernet_params.h"
#include "../protocols/polling/polling_model.h"
#include "../protocols/polling/polling_params.h"

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
  };
  return registry;
}

}  // namespace ps
