import Foundation
import HammerProtocol

/// Writes the PNG of a `screenshot` answer to a file.
enum ScreenshotFile {
    /// The PNG signature every valid file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG bytes in a screenshot output (`{"png":"<base64>",…}`), if it holds a PNG.
    static func pngData(in output: AgentJSONValue?) -> Data? {
        guard let text = output?["png"]?.stringValue, let data = Data(base64Encoded: text),
              Array(data.prefix(8)) == pngSignature else { return nil }
        return data
    }

    /// Writes the PNG to `path` and returns the line to print (`screen.png: 390x844 px, 12345 bytes`).
    static func write(_ output: AgentJSONValue?, to path: String) throws(HammerCLIError) -> String {
        guard let data = pngData(in: output) else {
            throw .cannotWrite(path: path, reason: "the agent's answer holds no PNG")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
        return OutputFormatter.screenshotLine(path: path, byteCount: data.count, output: output)
    }
}
