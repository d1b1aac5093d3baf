import ChaosBank
import Foundation

// `chaosbank`: renders ChaosBank screens to PNG and prints the defect registry. See --help.
let command: ChaosBankCommand
do {
    command = try ChaosBankCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}

switch command {
case .help:
    print(ChaosBankCommand.usage, terminator: "")
case let .listDefects(format):
    print(DefectListing.render(ChaosDefectCatalog.all, format: format), terminator: "")
case let .agent(request):
    exit(await LiveAgentApp.run(request))
case let .screenshot(request):
    let failure = await MainActor.run { () -> String? in
        do {
            try ChaosBankScreenshot.write(request)
            return nil
        } catch {
            return "\(error)"
        }
    }
    if let failure {
        FileHandle.standardError.write(Data("\(failure)\n".utf8))
        exit(1)
    }
    print("wrote \(request.path) (\(request.route), \(request.locale.rawValue), \(request.scale)×, defects: \(request.defects))")
}
