import { fetchOwnedGames } from "../../providers/steam/steam-api";
import { STEAM_PRIVATE_GAMES, steamListVerifier, steamNotOwnedMessage } from "./steam-context";

/** steam_download: the game (values.steam_game_id) is in the user's library. */
export const steamDownloadVerifier = steamListVerifier(fetchOwnedGames, STEAM_PRIVATE_GAMES, steamNotOwnedMessage);
