import XCTest
@testable import Greeting

final class StubNameProvider: NameProviding {
    func name(for id: Int) -> String {
        return "Kim"
    }
}

final class SpyLogger: Logging {
    private(set) var messages: [String] = []

    func log(_ message: String) {
        messages.append(message)
    }
}

final class GreeterTests: XCTestCase {
    func testGreetingUsesTheProvidedNameAndLogsIt() {
        let logger = SpyLogger()
        let greeter = Greeter(dependencies: (names: StubNameProvider(), logger: logger))

        XCTAssertEqual(greeter.greet(id: 7), "Hello, Kim!")
        XCTAssertEqual(logger.messages, ["greeted Kim"])
    }
}
