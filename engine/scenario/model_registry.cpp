#include "model_registry.h"

#include "../net/p2p_model.h"
#include "../protocols/multicast/ethernet_model.h"
#include "../protocols/polling/polling_model.h"

namespace ps {

const std::vector<ModelInfo>& modelRegistry() {
  static const std::vector<ModelInfo> registry = {
      {"p2p", {"network", "traffic"}, buildP2pModel},
      {"polling", {"network", "receivers", "protocol"}, buildPollingModel},
      {"ethernet", {"lan", "protocol"}, buildEthernetModel},
  };
  return registry;
}

}  // namespace ps
