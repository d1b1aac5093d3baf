import Foundation
import Hammer

/// `screenshot`: the screen, or one element's visible frame, as PNG (base64 in the output), at one
/// pixel per point by default (`scale` up to 3).
struct ScreenshotCommand: AgentCommand {
    /// The arguments: an optional element and the scale.
    struct Arguments: Decodable, Sendable {
        /// The element whose visible frame is captured; empty for the whole screen.
        var selector: ElementSelector
        /// Pixels per point (default 1).
        var scale: Double?

        private enum CodingKeys: String, CodingKey { case scale }

        /// Decodes the selector keys and `scale` from one object.
        init(from decoder: Decoder) throws {
            selector = try ElementSelector(from: decoder)
            scale = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Double.self, forKey: .scale)
        }
    }

    /// What `screenshot` answers.
    struct Output: Codable, Sendable, Equatable {
        /// The PNG image, base64-encoded.
        var png: String
        /// The image's width in pixels.
        var width: Int
        /// The image's height in pixels.
        var height: Int
        /// Pixels per point.
        var scale: Double
        /// The captured area, in screen points.
        var rect: AgentRect
    }

    /// The largest scale accepted.
    static let maximumScale: Double = 3

    /// The descriptor.
    let descriptor = BuiltInCatalog.screenshot

    /// Creates the command.
    init() {}

    /// Renders the screen (or the element's part of it) and encodes it.
    @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        let scale = arguments.scale ?? 1
        guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
            throw AgentCommandError.badArgument(key: "scale", command: "screenshot", reason: "must be above 0 and at most 3, not \(scale)")
        }
        guard AgentPlatform.hasApplication else { throw AgentCommandError.noKeyWindow }
        var rect = AgentPlatform.screen.bounds
        if !arguments.selector.isEmpty {
            let node = try context.element(arguments.selector, command: "screenshot")
            if let reason = node.notVisibleReason {
                throw AgentCommandError.failed(
                    message: "\(node.description) cannot be captured: \(reason.description)",
                    hint: ["scroll it into view, or take a screenshot of the whole screen"]
                )
            }
            rect = node.visibleFrame
        }
        guard let data = AgentPlatform.screenshot(rect: rect, scale: CGFloat(scale)) else {
            throw AgentCommandError.failed(message: "the screen could not be captured as PNG", hint: ["check that the app is running"])
        }
        let size = Self.pixelSize(ofPNG: data)
        return Output(png: data.base64EncodedString(), width: size.width, height: size.height, scale: scale, rect: AgentRect(rect))
    }

    /// The width and height a PNG's header states (zeros when the data is too short to hold one).
    static func pixelSize(ofPNG data: Data) -> (width: Int, height: Int) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24 else { return (0, 0) }
        func number(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (number(at: 16), number(at: 20))
    }
}
