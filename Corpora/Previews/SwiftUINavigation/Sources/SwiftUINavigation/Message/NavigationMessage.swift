public protocol NavigationMessage {}
