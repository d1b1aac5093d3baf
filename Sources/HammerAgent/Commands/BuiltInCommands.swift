import Foundation

/// The commands every agent has, in catalog order.
@MainActor
enum BuiltInCommands {
    static var all: [RegisteredCommand] {
        [
            RegisteredCommand(StatusCommand()),
            RegisteredCommand(DescribeCommand()),
            RegisteredCommand(TapCommand(.tap)),
            RegisteredCommand(TapCommand(.doubleTap)),
            RegisteredCommand(TapCommand(.longPress)),
            RegisteredCommand(SwipeCommand()),
            RegisteredCommand(TypeTextCommand()),
            RegisteredCommand(KeyCommand()),
            RegisteredCommand(WaitCommand()),
            RegisteredCommand(ScreenshotCommand()),
            RegisteredCommand(InspectCommand()),
            RegisteredCommand(SetPropertyCommand()),
            RegisteredCommand(SetConstraintCommand()),
            RegisteredCommand(ChangesCommand()),
            RegisteredCommand(RevertCommand()),
        ]
    }
}
