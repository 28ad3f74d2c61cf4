import AfterglowContent
import AfterglowPayloads

/// An environment value the host folds into one template: when the code read it, the activity is
/// evaluated for both values and the two trees are combined with `TemplateNode.predicate`, so the
/// emulator's Always On, dark mode, Smart Stack and staleness show the developer's own variant.
public enum _VariantAxis: String, CaseIterable, Hashable {
    case isLuminanceReduced, colorScheme, activityFamily, isStale

    var predicate: TemplatePredicate {
        switch self {
        case .isLuminanceReduced: .luminanceReduced
        case .colorScheme: .darkAppearance
        case .activityFamily: .smallFamily
        case .isStale: .status(.stale)
        }
    }
    func get(_ e: _RenderEnvironment) -> Bool {
        switch self {
        case .isLuminanceReduced: e.luminanceReduced
        case .colorScheme: e.dark
        case .activityFamily: e.small
        case .isStale: e.stale
        }
    }
    func set(_ e: _RenderEnvironment, _ v: Bool) -> _RenderEnvironment {
        var e = e
        switch self {
        case .isLuminanceReduced: e.luminanceReduced = v
        case .colorScheme: e.dark = v
        case .activityFamily: e.small = v
        case .isStale: e.stale = v
        }
        return e
    }
}

/// Evaluates `entry` for every combination of the environment values its code reads and folds
/// the results into one set of layouts. At most 4 axes, so at most 16 evaluations.
@MainActor
public func _renderFolded(_ entry: _ActivityEntry, attributes: Data, state: Data, environment base: _RenderEnvironment) throws -> _RenderedActivity {
    var axes: [_VariantAxis] = []
    while true {
        var reads = Set<String>()
        func tree(_ env: _RenderEnvironment, _ i: Int) throws -> _RenderedActivity {
            if i == axes.count {
                let r = try entry.render(attributes, state, env)
                reads.formUnion(r.reads)
                return r
            }
            let axis = axes[i]
            let a = try tree(axis.set(env, false), i + 1), b = try tree(axis.set(env, true), i + 1)
            return _mergeVariants(a, b, axis: axis, preferB: axis.get(base))
        }
        var result = try tree(base, 0)
        let more = _VariantAxis.allCases.filter { reads.contains($0.rawValue) && !axes.contains($0) }
        if more.isEmpty { result.reads = reads; return result }
        axes += more
    }
}

/// Combines the evaluation for the axis false (`a`) and true (`b`).
public func _mergeVariants(_ a: _RenderedActivity, _ b: _RenderedActivity, axis: _VariantAxis, preferB: Bool) -> _RenderedActivity {
    // b's synthetic dates: reuse a's key for the same date, else a new key.
    var synthetic = a.syntheticState
    var rename: [String: String] = [:]
    for key in b.syntheticState.keys.sorted(by: { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }) {
        let value = b.syntheticState[key]!
        if synthetic[key] == value { rename[key] = key; continue }
        if let same = synthetic.keys.sorted().first(where: { synthetic[$0] == value }) { rename[key] = same; continue }
        var n = synthetic.count
        while synthetic["d\(n)"] != nil { n += 1 }
        synthetic["d\(n)"] = value; rename[key] = "d\(n)"
    }
    let prefix = "__afterglow."
    func renamed(_ f: FieldBinding) -> FieldBinding {
        guard f.root == .state, f.path.hasPrefix(prefix), let to = rename[String(f.path.dropFirst(prefix.count))] else { return f }
        var g = f; g.path = prefix + to; return g
    }
    var layouts: [ActivityTemplate.Slot: TemplateNode] = [:]
    for slot in ActivityTemplate.Slot.allCases {
        let nb = b.layouts[slot].map { _mapBindings($0, renamed) }
        let merged = _mergeNodes(a.layouts[slot], nb, axis: axis)
        switch merged.count {
        case 0: break
        case 1: layouts[slot] = merged[0]
        default: layouts[slot] = TemplateNode(kind: .stack(axis: .depth, children: merged, spacing: nil, alignment: .center))
        }
    }
    var meta = preferB ? b.meta : a.meta
    if axis == .colorScheme, a.meta.backgroundTint != b.meta.backgroundTint,
       case .fixed(let l)? = a.meta.backgroundTint, case .fixed(let d)? = b.meta.backgroundTint {
        meta.backgroundTint = .adaptive(light: l, dark: d)
    }
    return _RenderedActivity(layouts: layouts, syntheticState: synthetic, reads: a.reads.union(b.reads), meta: meta)
}

func _guarded(_ n: TemplateNode, _ p: TemplatePredicate) -> TemplateNode {
    var n = n; n.predicate = TemplatePredicate.and(n.predicate, p); return n
}

/// The nodes that show `a` when the axis is false and `b` when it is true, sharing what is equal.
public func _mergeNodes(_ a: TemplateNode?, _ b: TemplateNode?, axis: _VariantAxis) -> [TemplateNode] {
    let p = axis.predicate
    switch (a, b) {
    case (nil, nil): return []
    case (let a?, nil): return [_guarded(a, .not(p))]
    case (nil, let b?): return [_guarded(b, p)]
    case (let a?, let b?):
        if a == b { return [a] }
        // Only the colour differs in light and dark: one adaptive colour.
        if axis == .colorScheme, case .fixed(let l)? = a.color, case .fixed(let d)? = b.color {
            var a2 = a; a2.color = b.color
            if a2 == b { a2.color = .adaptive(light: l, dark: d); return [a2] }
        }
        // Same stack, different children: merge the children.
        if case .stack(let ax, let ac, let sp, let al) = a.kind, case .stack(let bx, let bc, let bsp, let bal) = b.kind,
           ax == bx, sp == bsp, al == bal {
            var shellA = a, shellB = b
            shellA.kind = .stack(axis: ax, children: [], spacing: sp, alignment: al)
            shellB.kind = .stack(axis: bx, children: [], spacing: bsp, alignment: bal)
            if shellA == shellB {
                var merged = a
                merged.kind = .stack(axis: ax, children: _mergeChildren(ac, bc, axis: axis), spacing: sp, alignment: al)
                return [merged]
            }
        }
        return [_guarded(a, .not(p)), _guarded(b, p)]
    }
}

func _mergeChildren(_ a: [TemplateNode], _ b: [TemplateNode], axis: _VariantAxis) -> [TemplateNode] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    let ma = Array(a[head..<(a.count - tail)]), mb = Array(b[head..<(b.count - tail)])
    var middle: [TemplateNode] = []
    if ma.count == mb.count {
        for (x, y) in zip(ma, mb) { middle += _mergeNodes(x, y, axis: axis) }
    } else {
        middle = ma.map { _guarded($0, .not(axis.predicate)) } + mb.map { _guarded($0, axis.predicate) }
    }
    return Array(a[..<head]) + middle + Array(a[(a.count - tail)...])
}

/// `node` with every field binding (texts, timers, progress, predicates) passed through `f`.
public func _mapBindings(_ node: TemplateNode, _ f: (FieldBinding) -> FieldBinding) -> TemplateNode {
    var n = node
    func text(_ s: TextSource) -> TextSource {
        TextSource(segments: s.segments.map { if case .binding(let b) = $0 { return .binding(f(b)) }; return $0 })
    }
    func predicate(_ p: TemplatePredicate) -> TemplatePredicate {
        switch p {
        case .truthy(let b): return .truthy(f(b))
        case .compare(let b, let op, let v): return .compare(f(b), op, v)
        case .not(let q): return .not(predicate(q))
        case .all(let qs): return .all(qs.map(predicate))
        case .any(let qs): return .any(qs.map(predicate))
        default: return p
        }
    }
    switch n.kind {
    case .stack(let ax, let children, let sp, let al):
        n.kind = .stack(axis: ax, children: children.map { _mapBindings($0, f) }, spacing: sp, alignment: al)
    case .text(let s, let spec): n.kind = .text(text(s), spec)
    case .symbol(let s, let size): n.kind = .symbol(text(s), sizePt: size)
    case .timer(let t, let spec):
        n.kind = .timer(TimerSource(start: t.start.map(f), end: t.end.map(f), countsDown: t.countsDown), spec)
    case .progress(let source, let style, let thickness, let size):
        let s: ProgressSource = switch source {
        case .constant: source
        case .value(let b): .value(f(b))
        case .interval(let x, let y): .interval(f(x), f(y))
        case .ratio(let v, let t): .ratio(f(v), t.map(f))
        case .scaled(let v, let total): .scaled(f(v), total: total)
        }
        n.kind = .progress(s, style: style, thicknessPt: thickness, sizePt: size)
    case .spacer, .shape, .image: break
    }
    n.predicate = n.predicate.map(predicate)
    n.underlays = n.underlays.map { _mapBindings($0, f) }
    n.overlays = n.overlays.map { _mapBindings($0, f) }
    return n
}
