#include "model_registry.h"

#include "../net/p2p_model.h"

namespace ps {

const std::vector<ModelInfo>& modelRegistry() {
  static const std::vector<ModelInfo> registry = {
      {"p2p", {"network", "traffic"}, buildP2pModel},
  };
  return registry;
}

}  // namespace ps
