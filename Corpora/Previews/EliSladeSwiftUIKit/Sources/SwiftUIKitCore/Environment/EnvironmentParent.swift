import SwiftUI


public extension EnvironmentValues {
    
    @Entry var parent: MainActorClosureKeyPath<EnvironmentValues>? = nil
    
}
