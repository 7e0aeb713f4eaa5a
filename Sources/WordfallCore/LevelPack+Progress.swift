import Foundation

extension LevelPack {
    /// The key under which `CampaignProgress` keeps this pack's results: the
    /// name of the pack's folder (`starter` for `packs/starter`), so progress
    /// survives moving the game to another place.
    public var progressKey: String {
        let name = URL(fileURLWithPath: directory.isEmpty ? "." : directory).standardized.lastPathComponent
        return name.isEmpty ? "/" : name
    }
}
