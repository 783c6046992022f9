import StuntEngine
import StuntKit

extension PluginRequests {
  struct ObjectsList: InstanceRequest {
    static let method = "objects/list"
    typealias Answer = PluginMessage.Objects
    var instance: Int

    func answer(by module: LoadedModule) -> Answer { PluginMessage.Objects(doubles: module.objectDoubles) }
  }

  /// The object a slot holds, or an object by its own name.
  struct ObjectsName: InstanceRequest {
    static let method = "objects/name"
    typealias Answer = PluginMessage.Name
    var instance: Int
    var word: String

    func answer(by module: LoadedModule) -> Answer { PluginMessage.Name(name: module.objectName(word)) }
  }
}
