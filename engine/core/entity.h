// An entity is anything the UI can click and inspect: a host, a link, a protocol endpoint.
#pragma once
#include <cstdint>
#include <string>

#include "json.h"

namespace ps {

class Entity {
 public:
  virtual ~Entity() = default;
  std::uint32_t entityId() const { return entityId_; }
  const std::string& entityName() const { return entityName_; }
  virtual const char* entityKind() const = 0;
  // Writes one JSON object describing the current state (for the panels).
  virtual void inspect(JsonWriter& w) const = 0;

 private:
  friend class Simulation;
  std::uint32_t entityId_ = 0;
  std::string entityName_;
};

}  // namespace ps
