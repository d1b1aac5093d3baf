import Foundation

extension UIApplicationDelegate {
    /// The entry point `@main` gives an app delegate, as UIKit's `main()`, so an iOS app delegate
    /// marked `@main` compiles unchanged.
    ///
    /// UIKit's `main()` calls `UIApplicationMain` with the delegate's class name, which makes the
    /// delegate through the Objective-C runtime. HeadlessUI cannot make an object from its class, so
    /// running it as a program's entry point launches nothing: it writes to standard error how to
    /// launch the app (`UIApplication.launch(_:delegate:)` with an instance of the delegate, from a
    /// test or from a `main.swift` of your own) and exits with status 1.
    @MainActor
    public static func main() {
        let message = """
            HeadlessUI: \(Self.self) is marked @main, but HeadlessUI cannot create an app delegate from its class \
            (no Objective-C runtime). Launch the app with UIApplication.launch(LaunchConfiguration(), delegate: \(Self.self)()) \
            from a test or from a main.swift of your own.

            """
        FileHandle.standardError.write(Data(message.utf8))
        exit(1)
    }
}

/// UIKit's entry point, which the (deprecated) `@UIApplicationMain` attribute calls with the
/// delegate's class name. HeadlessUI cannot make objects from class names (no Objective-C runtime):
/// it writes to standard error how to launch the app instead and exits with status 1.
@MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let name = delegateClassName ?? "the app delegate"
    let message = """
        HeadlessUI: UIApplicationMain cannot create \(name) from its class name (no Objective-C runtime). Launch the app with \
        UIApplication.launch(LaunchConfiguration(), delegate: <your app delegate>()) from a test or from a main.swift of your own.

        """
    FileHandle.standardError.write(Data(message.utf8))
    exit(1)
}
