/// A double was asked for a result a stub cannot be told (it is not `Decodable`) and nobody
/// programmed it to throw: what it throws instead of an answer.
struct UndecodableAnswer: Error, CustomStringConvertible {
  let slot: String
  let method: String
  let type: String

  var description: String {
    "\(slot).\(method) returns \(type), which a stub cannot be told (it is not Decodable): "
      + "program it to throw (stub \(slot).\(method) throws ...), or use a variant that answers it"
  }
}
