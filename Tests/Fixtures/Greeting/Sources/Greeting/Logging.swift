/// Where a greeter writes what it did.
protocol Logging {
    func log(_ message: String)
}

/// The log the app ships with: the console.
class ConsoleLogger: Logging {
    func log(_ message: String) {
        print(message)
    }
}
