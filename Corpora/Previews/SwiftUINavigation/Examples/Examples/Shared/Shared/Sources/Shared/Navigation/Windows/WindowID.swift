public enum WindowID: String {
    case waiting
}
