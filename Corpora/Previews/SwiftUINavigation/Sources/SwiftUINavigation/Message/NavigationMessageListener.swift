public typealias NavigationMessageListener = (NavigationMessage) -> Void
