import HeadlessUI

/// The app delegate: reads the launch options, builds the context and the window, and starts at the
/// requested route. A launch it cannot honour (unknown defect, route or locale) shows the error on
/// screen (`launch.error`) and reports it as a runtime issue instead of running another experiment.
///
/// ```swift
/// UIApplication.launch(LaunchConfiguration(arguments: ["-ChaosBankRoute", "home"]), delegate: ChaosBankAppDelegate())
/// ```
@MainActor
public final class ChaosBankAppDelegate: UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?
    /// The launch's shared state (nil when the launch was refused).
    public private(set) var context: ChaosBankContext?
    /// The router (nil when the launch was refused).
    private(set) var router: ChaosBankRouter?
    /// Options that replace the launch arguments (the `chaosbank` command line passes its own).
    private let presetOptions: ChaosBankLaunchOptions?

    /// A delegate that reads its options from the launch arguments and environment.
    public init() {
        presetOptions = nil
    }

    /// A delegate launched with `options`, ignoring launch arguments.
    public init(options: ChaosBankLaunchOptions) {
        presetOptions = options
    }

    /// Builds the UI.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let options: ChaosBankLaunchOptions
        do throws(ChaosBankLaunchError) {
            if let presetOptions {
                options = presetOptions
            } else {
                options = try ChaosBankLaunchOptions(arguments: application.launchArguments, environment: application.launchEnvironment)
            }
        } catch {
            UIApplication.reportRuntimeIssue(
                .invalidConfiguration(object: "ChaosBank", property: "launch options", reason: error.description)
            )
            window.rootViewController = LaunchErrorViewController(message: error.description)
            window.makeKeyAndVisible()
            return false
        }
        let context = ChaosBankContext(
            defects: options.defects,
            backend: BankBackend(defects: options.defects, latency: options.latency),
            settings: BankSettings(locale: options.locale),
            timeZone: options.timeZone
        )
        let router = ChaosBankRouter(window: window, context: context)
        self.context = context
        self.router = router
        router.start(at: options.route)
        window.makeKeyAndVisible()
        return true
    }
}
