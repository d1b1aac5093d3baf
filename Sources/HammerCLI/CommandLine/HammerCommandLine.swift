import Foundation
import HammerProtocol

/// The `hammer` tool: one entry point that the executable calls with the process's arguments and
/// streams, and that tests call in-process.
///
/// ```swift
/// let code = await HammerCommandLine.run(
///     arguments: ["tap", "--identifier", "home.send"], environment: ProcessInfo.processInfo.environment,
///     stdin: { readLine() }, stdout: { print($0, terminator: "") }, stderr: { print($0, terminator: "") }
/// )
/// ```
///
/// Exit codes: 0 ok, 1 the command ran and failed, 2 invalid call, 3 app unreachable or refused.
package enum HammerCommandLine {
    /// Runs `arguments` (without the program name) and returns the exit code. `stdin` gives one
    /// line at a time (nil at end); `stdout` and `stderr` receive text as printed.
    package static func run(
        arguments: [String],
        environment: [String: String],
        stdin: @escaping @Sendable () -> String?,
        stdout: @escaping @Sendable (String) -> Void,
        stderr: @escaping @Sendable (String) -> Void
    ) async -> Int32 {
        let streams = HammerStreams(readLine: stdin, writeOutput: stdout, writeError: stderr)
        do throws(HammerCLIError) {
            let client = AgentClient(endpoint: try AgentEndpoint(environment: environment))
            return try await run(arguments, client: client, streams: streams)
        } catch {
            streams.printError(error.description)
            return error.exitCode
        }
    }

    private static func run(_ arguments: [String], client: AgentClient, streams: HammerStreams) async throws(HammerCLIError) -> Int32 {
        guard let first = arguments.first else { throw .usage(.missingChoice(command: "hammer", kind: "command", choices: [])) }
        switch first {
        case "help", "--help", "-h":
            return try await help(Array(arguments.dropFirst()), client: client, streams: streams)
        case "guide":
            let (catalog, appError) = await CatalogSource.current(client: client)
            let builtIns = Set(await CatalogSource.builtIn().map(\.name))
            streams.printOutput(AgentGuide.markdown(catalog: catalog, builtInNames: builtIns, appReachable: appError == nil))
            return 0
        case "mcp":
            guard arguments.count == 1 else { throw .usage(.unexpectedArgument(command: "hammer mcp", argument: arguments[1])) }
            await HammerMCPServer.serve(client: client, streams: streams)
            return 0
        default:
            // `hammer tap --help` is `hammer help tap`.
            if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
                return try await help([first], client: client, streams: streams)
            }
            return try await runCommand(arguments, client: client, streams: streams)
        }
    }

    private static func help(_ arguments: [String], client: AgentClient, streams: HammerStreams) async throws(HammerCLIError) -> Int32 {
        // Without the app, help covers the built-ins (its own commands are unknown until it runs).
        let (catalog, appError) = await CatalogSource.current(client: client)
        guard let name = arguments.first else {
            streams.printOutput(HelpText.overview(catalog: catalog, appReachable: appError == nil))
            return 0
        }
        if arguments.count > 1 { throw .usage(.unexpectedArgument(command: "hammer help", argument: arguments[1])) }
        if let tool = HelpText.toolCommands.first(where: { $0.name == name }) {
            streams.printOutput("hammer \(tool.name): \(tool.summary)")
            return 0
        }
        guard let descriptor = catalog.first(where: { $0.name == name }) else {
            throw .unknownCommand(name, among: catalog.map(\.name) + HelpText.toolCommands.map(\.name))
        }
        streams.printOutput(HelpText.command(descriptor))
        return 0
    }

    /// An app command: parsed against the built-ins (no extra round trip) or the app's catalog,
    /// sent, and its answer printed.
    private static func runCommand(
        _ arguments: [String], client: AgentClient, streams: HammerStreams
    ) async throws(HammerCLIError) -> Int32 {
        let name = arguments[0]
        var catalog = await CatalogSource.builtIn()
        if !catalog.contains(where: { $0.name == name }) {
            let (current, appError) = await CatalogSource.current(client: client)
            // Not a built-in and no app to ask: the app may have it, so the app being down is the error.
            if let appError { throw appError }
            catalog = current
        }
        let invocation = try ArgumentParser.parse(arguments, catalog: catalog, readStandardInput: streams.readAll)
        let extraTime = AgentClient.extraTime(for: invocation.arguments)
        let result = try await CatalogSource.offMainActor { () throws(HammerCLIError) in
            try client.post(command: invocation.command, body: invocation.body, extraTime: extraTime)
        }
        if invocation.printsJSON { streams.printOutput(result.jsonText) }
        guard result.ok else {
            streams.printError(OutputFormatter.failure(result))
            return OutputFormatter.exitCode(result)
        }
        if invocation.command == "screenshot" {
            let path = invocation.outputPath ?? "screenshot.png"
            let line = try ScreenshotFile.write(result.output, to: path)
            if !invocation.printsJSON { streams.printOutput(line) }
            return 0
        }
        if !invocation.printsJSON { streams.printOutput(OutputFormatter.success(result, command: invocation.command)) }
        return 0
    }
}

extension AgentCommandResult {
    /// The envelope as one line of JSON (keys sorted).
    var jsonText: String {
        String(decoding: jsonData(), as: UTF8.self)
    }
}
