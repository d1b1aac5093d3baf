import ChaosBankServer
import Foundation

/// `chaosbank-server [--port N] [--database PATH]`: ChaosBank's API on 127.0.0.1 until killed.
/// Prints `listening on 127.0.0.1:<port>` once it accepts connections (with `--port 0`, the port it got).
let usage = """
    usage: chaosbank-server [--port N] [--database PATH]
      --port N         the loopback port (default 8787; 0 picks a free one and prints it)
      --database PATH  the SQLite file (default ./chaosbank.sqlite; created and migrated on start)

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("chaosbank-server: \(message)\n".utf8))
    exit(2)
}

var port = 8787
var database = "chaosbank.sqlite"
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage + "routes:\n" + ChaosBankServer.routeList.map { "  " + $0 }.joined(separator: "\n"))
        exit(0)
    case "--port":
        guard let value = arguments.popFirst(), let number = Int(value), (0...65_535).contains(number) else {
            fail("--port needs a port number from 0 to 65535\n\(usage)")
        }
        port = number
    case "--database":
        guard let value = arguments.popFirst(), !value.isEmpty else { fail("--database needs a file path\n\(usage)") }
        database = value
    default:
        fail("unknown argument '\(argument)'\n\(usage)")
    }
}

let server: ChaosBankServer
do {
    server = try ChaosBankServer(
        databasePath: database, configuration: HTTPServerConfiguration(port: port),
        log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
} catch {
    fail("cannot open the database: \(error)")
}
let boundPort: Int
do {
    boundPort = try server.start()
} catch {
    fail("cannot listen on port \(port): \(error)")
}
if !server.appliedMigrations.isEmpty {
    FileHandle.standardOutput.write(Data("migrated \(database) to schema version \(server.appliedMigrations.last ?? 0)\n".utf8))
}
// Unbuffered, so a parent process waiting for this line reads it at once.
FileHandle.standardOutput.write(Data("listening on 127.0.0.1:\(boundPort)\n".utf8))
// Serve until killed: the server's threads do the work; the main thread only parks.
dispatchMain()
