import Foundation
import HammerCLI

// `hammer`: drive a running app through its Hammer agent. Everything lives in HammerCLI.
let streams = HammerStreams.standard
let code = await HammerCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    stdin: streams.readLine, stdout: streams.writeOutput, stderr: streams.writeError
)
exit(code)
