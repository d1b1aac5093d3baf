import Foundation

extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing the animation there, which stops unfinished).
    /// It starts at its `beginTime` (now when 0) on the runtime clock and changes what
    /// ``presentation()`` and snapshots show, not the model values.
    ///
    /// Needs a running application (its clock); without one the animation is reported and dropped.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let application = UIApplication.current else {
            UIApplication.reportRuntimeIssue(.other(
                "CALayer.add(_:forKey: \(key ?? "nil")): no running application, so no clock to run the animation on; launch the app first."
            ))
            return
        }
        let keyPaths = ((anim as? CAAnimationGroup)?.animations ?? [anim]).compactMap(\.animatedKeyPath)
        for keyPath in keyPaths where !Self.animatableKeyPaths.contains(keyPath) {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "\(type(of: anim)) on \(name ?? String(describing: type(of: self)))", property: "keyPath \"\(keyPath)\"",
                reason: "HeadlessUI does not animate this key path; the animation runs (delegates and completions come) but shows nothing. "
                    + "Animatable: \(Self.animatableKeyPaths.sorted().joined(separator: ", "))."
            ))
        }
        if let key { removeAnimation(forKey: key) }
        let copy = anim.makeCopy()
        let now = application.clock.seconds
        let begin = copy.beginTime > 0 && copy.beginTime.isFinite ? copy.beginTime : now
        let entry = LayerAnimationEntry(key: key, animation: copy, beginTime: begin, layer: self, transaction: CATransaction.joinable)
        animationEntries.append(entry)
        application.animator.layerAnimations.add(entry)
    }

    /// The animation under `key` (a copy of what was added; `nil` once it is removed).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer (`nil` when there are none with a key).
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished: false` if it was running.
    public func removeAnimation(forKey key: String) {
        for entry in animationEntries where entry.key == key { stop(entry) }
    }

    /// Removes every animation of the layer.
    public func removeAllAnimations() {
        for entry in animationEntries { stop(entry) }
    }

    private func stop(_ entry: LayerAnimationEntry) {
        animationEntries.removeAll { $0 === entry }
        if !entry.finished, let application = UIApplication.current {
            application.animator.layerAnimations.end(entry, finished: false)
        }
    }

    /// The key paths HeadlessUI animates.
    static let animatableKeyPaths: Set<String> = [
        "opacity", "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width", "bounds.size.height",
        "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation", "transform.rotation.z",
        "strokeStart", "strokeEnd", "lineWidth", "cornerRadius", "borderWidth", "backgroundColor", "shadowOpacity",
    ]

    // MARK: Presentation values

    /// The values on screen now: the model's (the view's presentation values for a backing layer)
    /// with the layer's running animations applied.
    func presentedValues() -> LayerValues {
        if let presentationState { return presentationState }
        var values: LayerValues
        if let view = owningView {
            values = standalone
            let presented = view.presentationValues
            values.bounds = presented.bounds
            values.position = presented.position
            values.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            values.transform = presented.transform
            values.opacity = Float(presented.alpha)
            values.isHidden = view.isHidden
            values.masksToBounds = view.clipsToBounds
            if !keepsOwnBackground { values.backgroundColor = presented.backgroundColor?.cgColor }
        } else {
            values = standalone
        }
        applyAnimations(to: &values)
        return values
    }

    /// Writes the running animations' values at the current time into `values`, in the order they
    /// were added.
    func applyAnimations(to values: inout LayerValues) {
        guard !animationEntries.isEmpty, let now = UIApplication.current?.clock.seconds else { return }
        for entry in animationEntries {
            if let group = entry.animation as? CAAnimationGroup {
                guard let time = entry.groupTime(at: now) else { continue }
                for child in group.animations ?? [] {
                    guard let keyPath = child.animatedKeyPath else { continue }
                    let local = time - child.beginTime
                    let ended = child.activeDuration.isFinite && local + TimeTolerance.epsilon >= child.activeDuration
                    let model = Self.read(keyPath, from: values, layer: self)
                    guard let value = LayerAnimationEntry.value(of: child, atLocalTime: local, ended: ended, model: model) else { continue }
                    Self.write(value, to: keyPath, in: &values)
                }
                continue
            }
            guard let keyPath = entry.animation.animatedKeyPath else { continue }
            let model = Self.read(keyPath, from: values, layer: self)
            guard let value = entry.value(at: now, model: model) else { continue }
            Self.write(value, to: keyPath, in: &values)
        }
    }

    /// The value of `keyPath` in `values` (scalars the values do not hold come from the layer).
    static func read(_ keyPath: String, from values: LayerValues, layer: CALayer) -> LayerAnimationValue? {
        let parts = AffineParts(values.transform)
        switch keyPath {
        case "opacity": return .number(CGFloat(values.opacity))
        case "position": return .point(values.position)
        case "position.x": return .number(values.position.x)
        case "position.y": return .number(values.position.y)
        case "bounds": return .rect(values.bounds)
        case "bounds.size": return .size(values.bounds.size)
        case "bounds.size.width": return .number(values.bounds.width)
        case "bounds.size.height": return .number(values.bounds.height)
        case "transform.scale", "transform.scale.x": return .number(parts.scaleX)
        case "transform.scale.y": return .number(parts.scaleY)
        case "transform.rotation", "transform.rotation.z": return .number(parts.rotation)
        case "backgroundColor": return values.backgroundColor.map { .color($0) }
        case "cornerRadius": return .number(values.animatedScalars[keyPath] ?? layer.cornerRadius)
        case "borderWidth": return .number(values.animatedScalars[keyPath] ?? layer.borderWidth)
        case "shadowOpacity": return .number(values.animatedScalars[keyPath] ?? CGFloat(layer.shadowOpacity))
        case "strokeStart", "strokeEnd", "lineWidth":
            guard let shape = layer as? CAShapeLayer else { return nil }
            let model = keyPath == "strokeStart" ? shape.strokeStart : keyPath == "strokeEnd" ? shape.strokeEnd : shape.lineWidth
            return .number(values.animatedScalars[keyPath] ?? model)
        default: return nil
        }
    }

    /// Writes `value` at `keyPath` into `values`.
    static func write(_ value: LayerAnimationValue, to keyPath: String, in values: inout LayerValues) {
        var parts = AffineParts(values.transform)
        switch (keyPath, value) {
        case ("opacity", .number(let number)): values.opacity = Float(Swift.min(1, Swift.max(0, number)))
        case ("position", .point(let point)): values.position = point
        case ("position.x", .number(let number)): values.position.x = number
        case ("position.y", .number(let number)): values.position.y = number
        case ("bounds", .rect(let rect)): values.bounds = rect
        case ("bounds.size", .size(let size)): values.bounds.size = size
        case ("bounds.size.width", .number(let number)): values.bounds.size.width = number
        case ("bounds.size.height", .number(let number)): values.bounds.size.height = number
        case ("transform.scale", .number(let number)):
            parts.scaleX = number; parts.scaleY = number; values.transform = parts.transform
        case ("transform.scale.x", .number(let number)): parts.scaleX = number; values.transform = parts.transform
        case ("transform.scale.y", .number(let number)): parts.scaleY = number; values.transform = parts.transform
        case ("transform.rotation", .number(let number)), ("transform.rotation.z", .number(let number)):
            parts.rotation = number; values.transform = parts.transform
        case ("backgroundColor", .color(let color)): values.backgroundColor = color
        case (_, .number(let number)): values.animatedScalars[keyPath] = number
        default: break
        }
    }
}

/// An affine transform as scale, then rotation, then translation (skew is not kept).
struct AffineParts {
    var scaleX: CGFloat
    var scaleY: CGFloat
    var rotation: CGFloat
    var tx: CGFloat
    var ty: CGFloat

    init(_ transform: CGAffineTransform) {
        scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        rotation = atan2(transform.b, transform.a)
        let determinant = transform.a * transform.d - transform.b * transform.c
        scaleY = scaleX > 0 ? determinant / scaleX : (transform.c * transform.c + transform.d * transform.d).squareRoot()
        tx = transform.tx
        ty = transform.ty
    }

    var transform: CGAffineTransform {
        CGAffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(CGAffineTransform(rotationAngle: rotation))
            .concatenating(CGAffineTransform(translationX: tx, y: ty))
    }
}
