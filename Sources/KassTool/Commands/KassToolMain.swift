import Foundation

/// The entry point of the `kass` executable: parses the arguments, prints help, the version or a
/// usage error (exit status 2), or runs a subcommand. The tool knows no app: `kass mutants` reads
/// the project (suite, defects file, launch variable) from its flags and `.kass-mutants.json`
/// (see ``MutantsProject``); a bad or missing setting is invalid use too.
///
/// ```swift
/// // Sources/kass/main.swift
/// exit(await KassToolMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
package enum KassToolMain {
    /// Runs `kass` with `arguments` (without the executable name); returns the exit status.
    package static func run(
        arguments: [String],
        console: Console = .standard,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        let command: KassCommand
        do {
            command = try KassCommand.parse(arguments)
        } catch {
            console.writeError("error: \(error)\n")
            return 2
        }
        switch command {
        case .help(let topic):
            console.write(KassCommand.helpText(topic: topic))
            return 0
        case .version:
            console.write("kass \(KassCommand.toolVersion)\n")
            return 0
        case .mutants(let options):
            let packageURL = URL(fileURLWithPath: options.packagePath).standardizedFileURL
            let project: MutantsProject
            do {
                project = try MutantsProject.resolve(options: options, packageURL: packageURL)
            } catch {
                console.writeError("error: \(error)\n")
                return 2
            }
            let command = MutantsCommand(options: options, project: project, console: console, environment: environment)
            return await command.run()
        }
    }
}
