/// Where a greeter writes what it did.
protocol Logging {
    func log(_ message: String)
}

/// The log the app ships with: lines kept in memory.
class MemoryLogger: Logging {
    private(set) var lines: [String] = []

    func log(_ message: String) {
        lines.append(message)
    }
}
