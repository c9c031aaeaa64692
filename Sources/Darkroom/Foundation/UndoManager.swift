import Foundation

/// A recorder of undo and redo operations, as Foundation's `UndoManager` on Apple platforms (Foundation
/// on Linux has none). It records and replays closures; a render's environment offers none
/// (`EnvironmentValues.undoManager` is nil), so app code that optional-chains through it compiles and
/// does nothing.
open class UndoManager: @unchecked Sendable {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var openGroup: [() -> Void]?
    private var isUndoing = false
    private var isRedoing = false

    /// Creates an empty undo manager.
    public init() {}

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether an undo is in progress.
    open var isUndoRegistrationEnabled: Bool { true }
    /// The number of levels kept; 0 means no limit.
    open var levelsOfUndo = 0

    /// Records `handler`, to be called with `target` on undo.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let action: () -> Void = { [weak target] in if let target { handler(target) } }
        if openGroup != nil {
            openGroup?.append(action)
        } else if isUndoing {
            redoStack.append([action])
        } else {
            undoStack.append([action])
            if !isRedoing { redoStack.removeAll() }
            if levelsOfUndo > 0 && undoStack.count > levelsOfUndo { undoStack.removeFirst() }
        }
    }
    /// Names the action last registered (kept for menus; a render has none).
    open func setActionName(_ actionName: String) {}
    /// Starts a group of actions undone together.
    open func beginUndoGrouping() { openGroup = [] }
    /// Ends the group started by `beginUndoGrouping()`.
    open func endUndoGrouping() {
        guard let group = openGroup else { return }
        openGroup = nil
        if !group.isEmpty { undoStack.append(group) }
    }
    /// Undoes the last group of actions.
    open func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        group.reversed().forEach { $0() }
        isUndoing = false
    }
    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        group.reversed().forEach { $0() }
        isRedoing = false
    }
    /// Forgets every recorded action.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}

extension EnvironmentValues {
    /// The undo manager of the window: a render has none.
    public var undoManager: UndoManager? { nil }
}
