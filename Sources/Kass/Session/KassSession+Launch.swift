import Foundation
import Hammer

extension KassSession {
    /// Starts a fresh instance of the app under test (terminating a running one), with the app's
    /// own launch arguments and environment, then `arguments` and `environment`, then the ones of
    /// `KASS_LAUNCH_ARGUMENTS` / `KASS_LAUNCH_ENVIRONMENT`. Waits until its key window is ready for
    /// events; otherwise the test fails here, naming the check that failed.
    public func launch(
        arguments: [String] = [], environment: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        lastLaunch = (arguments, environment)
        runStep(.launch, "Launch \(app.name)") { _ in
            startApp(arguments: arguments, environment: environment, file: file, line: line)
        }
    }

    /// Terminates the app and launches it again: with the arguments and environment of the last
    /// ``launch(arguments:environment:file:line:)`` when none are given.
    public func relaunch(
        arguments: [String]? = nil, environment: [String: String]? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let arguments = arguments ?? lastLaunch?.arguments ?? []
        let environment = environment ?? lastLaunch?.environment ?? [:]
        lastLaunch = (arguments, environment)
        runStep(.launch, "Relaunch \(app.name)") { _ in
            startApp(arguments: arguments, environment: environment, file: file, line: line)
        }
    }

    private func startApp(arguments: [String], environment: [String: String], file: StaticString, line: UInt) {
        terminateApp()
        if let owner = Self.appOwner, owner !== self, !owner.isFinished, owner.application?.isTerminated == false {
            fail(KassFailure(
                element: nil, action: "launch", reason: .misuse(.anotherSessionRunning(test: owner.test.fullName))
            ), file: file, line: line)
            return
        }
        if let fix = app.undeclaredFix {
            fail(KassFailure(element: nil, action: "launch", reason: .misuse(.noAppDeclared(fix: fix))), file: file, line: line)
            return
        }
        let additions: KassLaunchEnvironment
        do {
            additions = try KassLaunchEnvironment(variables: ProcessInfo.processInfo.environment)
        } catch {
            fail(
                KassFailure(element: nil, action: "launch", reason: .misuse(.invalidLaunchEnvironment("\(error)"))), file: file, line: line
            )
            return
        }
        var configuration = LaunchConfiguration(
            device: app.device,
            arguments: app.arguments + arguments + additions.arguments,
            environment: app.environment.merging(environment) { $1 }.merging(additions.environment) { $1 },
            sceneDelegate: app.makeSceneDelegate
        )
        // Record every hang the test-wide limit judges, also below iOS's threshold.
        if let maximumHang = effectiveConfig.maximumHang, maximumHang.isFinite, maximumHang < configuration.hangThreshold {
            configuration.hangThreshold = Swift.max(maximumHang, 0.001)
        }
        let application = UIApplication.launch(configuration, delegate: app.makeDelegate())
        self.application = application
        runtimeIssuesReported = 0
        hangsJudged = 0
        Self.appOwner = self
        reportRuntimeIssues(during: "launch", file: file, line: line)
        guard let window = application.keyWindow else {
            let configuredSceneDelegate = app.makeSceneDelegate == nil
                ? application.sceneDelegateClassConfiguredByAppDelegate().map { String(describing: $0) } : nil
            fail(
                KassFailure(element: nil, action: "launch", reason: .noKeyWindow(app: app.name, sceneDelegate: configuredSceneDelegate)),
                file: file, line: line
            )
            return
        }
        do {
            let generator = try EventGenerator(window: window)
            generator.showTouches = false
            generator.settings.throwOnMultipleMatches = effectiveConfig.preconditions.requireUniqueMatch
            self.generator = generator
        } catch {
            fail(KassFailure(element: nil, action: "launch", reason: .launchFailed("\(error)")), file: file, line: line)
        }
    }

    /// The running app and generator, or a failure saying the app was not launched.
    func running(action: String, element: String?, file: StaticString, line: UInt) -> (UIApplication, EventGenerator)? {
        if let application, let generator { return (application, generator) }
        fail(KassFailure(element: element, action: action, reason: .misuse(.appNotLaunched)), file: file, line: line)
        return nil
    }
}
