public struct FinishedNavigationMessage: NavigationMessage {}
