import Foundation

/// One thing a generator does: send a report, press or release a key, insert text, or let time pass.
enum GeneratorStep {
    /// A digitizer report (several contacts change together).
    case touches([TouchContact])
    /// A key going down or up.
    case key(UIKeyboardHIDUsage, isDown: Bool)
    /// Text inserted through the first responder's `UIKeyInput` (characters with no key).
    case insertText(String)
    /// Runtime seconds to let pass (the run loop keeps turning).
    case pause(TimeInterval)
}

extension EventGenerator {
    // MARK: Performing steps

    /// Sends the steps in order; every event is confirmed processed with a marker.
    func perform(_ steps: [GeneratorStep], checkingActive: Bool = true) throws {
        if checkingActive { try ensureActive() }
        for step in steps {
            if case .pause(let seconds) = step {
                platform.run(for: seconds)
                continue
            }
            guard let marker = try send(step) else { continue }
            let wait = processingWait()
            let processed = runUntil(wait) { platform.isMarkerProcessed(marker) }
            try wait.finish(processed, orElse: HammerError.eventNotProcessed(event: Self.describe(step), timeout: wait.timeout))
        }
    }

    /// Async form of ``perform(_:checkingActive:)``.
    func perform(_ steps: [GeneratorStep], checkingActive: Bool = true) async throws {
        if checkingActive { try ensureActive() }
        for step in steps {
            if case .pause(let seconds) = step {
                await platform.run(for: seconds)
                continue
            }
            guard let marker = try send(step) else { continue }
            let wait = processingWait()
            let processed = await runUntil(wait) { platform.isMarkerProcessed(marker) }
            try wait.finish(processed, orElse: HammerError.eventNotProcessed(event: Self.describe(step), timeout: wait.timeout))
        }
    }

    /// The wait confirming one event was processed: its marker answered within
    /// `settings.eventProcessingTimeout`, checked every turn.
    private func processingWait() -> VerbWait<Never> {
        VerbWait(timeout: settings.eventProcessingTimeout, pace: .everyTurn)
    }

    /// Sends one step and a marker after it; returns the marker (`nil` when nothing was queued).
    private func send(_ step: GeneratorStep) throws -> UInt64? {
        switch step {
        case .touches(let contacts):
            try platform.send(contacts)
            apply(contacts)
        case .key(let usage, let isDown):
            try platform.send(key: usage, isDown: isDown)
            if isDown { keysDown.append(usage) } else { keysDown.removeAll { $0 == usage } }
        case .insertText(let text):
            guard let input = platform.firstResponder as? UIKeyInput else {
                throw HammerError.keyNotMappable(character: text.debugDescription, reason: "it has no key on the US keyboard and the " +
                    "first responder does not accept text (UIKeyInput). Focus a text field first.")
            }
            input.insertText(text)
        case .pause:
            return nil
        }
        return platform.sendMarker()
    }

    /// Records what a report changed (fingers, stylus) and updates the overlay.
    private func apply(_ contacts: [TouchContact]) {
        for contact in contacts {
            if contact.isStylus {
                stylusLocation = contact.phase == .up ? nil : contact.location
                continue
            }
            guard let index = FingerIndex(identity: contact.identity) else { continue }
            switch contact.phase {
            case .down: fingersDown.append((index, contact.location))
            case .move:
                if let position = fingersDown.firstIndex(where: { $0.index == index }) { fingersDown[position].location = contact.location }
            case .up: fingersDown.removeAll { $0.index == index }
            }
        }
        updateOverlay()
    }

    private func updateOverlay() {
        guard showTouches else { return }
        var points = fingersDown.map(\.location)
        if let stylusLocation { points.append(stylusLocation) }
        if overlay == nil, !points.isEmpty { overlay = ShowTouchesOverlay(screenBounds: platform.screenBounds) }
        overlay?.show(points, radius: max(settings.touchRadius, 11))
    }

    private static func describe(_ step: GeneratorStep) -> String {
        switch step {
        case .touches(let contacts):
            let parts = contacts.map { "\($0.isStylus ? "stylus" : "finger \($0.identity)") \($0.phase) at " +
                "\(HammerError.point($0.location))" }
            return "the touch event (\(parts.joined(separator: ", ")))"
        case .key(let usage, let isDown):
            return "key \(KeyboardKey(usage: usage)?.name ?? "usage \(usage.rawValue)") \(isDown ? "down" : "up")"
        case .insertText(let text): return "the text \(text.debugDescription)"
        case .pause(let seconds): return "a pause of \(seconds) s"
        }
    }

    /// Steps that lift every finger and the stylus and release every key.
    func liftEverythingSteps() -> [GeneratorStep] {
        var steps: [GeneratorStep] = []
        var contacts = fingersDown.map { touchContact(for: $0.index, phase: .up, at: $0.location) }
        if let stylusLocation { contacts.append(stylusContact(phase: .up, at: stylusLocation)) }
        if !contacts.isEmpty { steps.append(.touches(contacts)) }
        for key in keysDown.reversed() { steps.append(.key(key, isDown: false)) }
        return steps
    }

    // MARK: Waiting on app time

    /// Runs the loop until `condition` holds or `timeout` seconds of app time pass: the one waiter
    /// (``AppTimeWaiter``, driven by ``AppTimeWaitDriver``). Stalled time does not count; a
    /// terminated app ends the wait; an infinite timeout waits until the condition holds or nothing
    /// can change it, in both forms.
    ///
    /// `skippingIdleTime`: the condition is checked after every frame while the app is busy, and the
    /// time in which the app is quiescent is skipped to its next scheduled wake (for conditions on
    /// what the app shows, which cannot change in that time). Otherwise it is checked after every
    /// run-loop turn (for conditions that may read frame counts or the clock).
    func runUntil(timeout: TimeInterval, skippingIdleTime: Bool = false, _ condition: () -> Bool) -> Bool {
        waitDriver.run(timeout: timeout, pace: skippingIdleTime ? .everyFrame : .everyTurn, until: condition)
    }

    /// Async form of ``runUntil(timeout:skippingIdleTime:_:)-(_,_,_)``: the same waiter; the run loop
    /// yields to other main-actor tasks between turns.
    func runUntil(timeout: TimeInterval, skippingIdleTime: Bool = false, _ condition: () -> Bool) async -> Bool {
        await waitDriver.run(timeout: timeout, pace: skippingIdleTime ? .everyFrame : .everyTurn, until: condition)
    }

    /// The driver of this generator's waits, on its application's clock.
    var waitDriver: AppTimeWaitDriver { AppTimeWaitDriver(clock: platform.clock) }
}
