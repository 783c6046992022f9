import StuntEngine
import StuntKit

extension PluginRequests {
  struct CallsList: InstanceRequest {
    static let method = "calls/list"
    typealias Answer = PluginMessage.Calls
    var instance: Int

    func answer(by module: LoadedModule) -> Answer { PluginMessage.Calls(calls: module.calls) }
  }

  struct MockStatus: InstanceRequest {
    static let method = "mock/status"
    typealias Answer = PluginMessage.MockStatus
    var instance: Int
    var double: String

    func answer(by module: LoadedModule) -> Answer {
      PluginMessage.MockStatus(isMock: module.isMock(double), expectations: module.expectations(of: double))
    }
  }

  struct MockExpect: InstanceRequest {
    static let method = "mock/expect"
    typealias Answer = JSONRPC.Empty
    var instance: Int
    var expectation: CallExpectation

    func answer(by module: LoadedModule) -> Answer {
      module.expect(expectation)
      return JSONRPC.Empty()
    }
  }

  struct MockVerify: InstanceRequest {
    static let method = "mock/verify"
    typealias Answer = PluginMessage.Verified
    var instance: Int
    var double: String

    func answer(by module: LoadedModule) -> Answer {
      let result = module.verify(double)
      return PluginMessage.Verified(met: result.met, unmet: result.unmet)
    }
  }

  /// `calls clear`: one double, or every one when `double` is absent.
  struct CallsClear: InstanceRequest {
    static let method = "calls/clear"
    static let isLaterAddition = true
    typealias Answer = JSONRPC.Empty
    var instance: Int
    var double: String?

    func answer(by module: LoadedModule) -> Answer {
      module.clearCalls(of: double)
      return JSONRPC.Empty()
    }
  }
}
