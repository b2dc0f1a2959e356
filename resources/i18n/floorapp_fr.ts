<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
  <context>
    <name>Action</name>
    <message>
      <source>Seat a new player…</source>
      <translation>Asseoir un nouveau joueur…</translation>
    </message>
    <message>
      <source>Away</source>
      <translation>S'absenter</translation>
    </message>
    <message>
      <source>Back…</source>
      <translation>Revenir…</translation>
    </message>
    <message>
      <source>Leave (lock-up)</source>
      <translation>Partir (place réservée)</translation>
    </message>
    <message>
      <source>Release lock-up</source>
      <translation>Libérer la place réservée</translation>
    </message>
    <message>
      <source>Move to another seat…</source>
      <translation>Changer de place…</translation>
    </message>
    <message>
      <source>Bust</source>
      <translation>Se décaver</translation>
    </message>
    <message>
      <source>Rebuy…</source>
      <translation>Recave…</translation>
    </message>
    <message>
      <source>Straddle next hand</source>
      <translation>Straddle à la main suivante</translation>
    </message>
    <message>
      <source>Pick up (seat to the list)</source>
      <translation>Retirer (place à la liste d'attente)</translation>
    </message>
    <message>
      <source>Lock up for the list</source>
      <translation>Réserver pour la liste d'attente</translation>
    </message>
  </context>
  <context>
    <name>Advisor</name>
    <message>
      <source>Last action twice running</source>
      <translation>Dernier à parler deux fois de suite</translation>
    </message>
    <message>
      <source>First action twice running</source>
      <translation>Premier à parler deux fois de suite</translation>
    </message>
    <message>
      <source>Dead buttons</source>
      <translation>Boutons morts</translation>
    </message>
    <message>
      <source>Rounds played at a discount</source>
      <translation>Tours joués au rabais</translation>
    </message>
    <message>
      <source>Missed-blind buttons placed</source>
      <translation>Boutons de blinde manquée posés</translation>
    </message>
    <message>
      <source>Missed blinds made up</source>
      <translation>Blindes manquées rattrapées</translation>
    </message>
    <message>
      <source>Missed blinds cleared without a make-up</source>
      <translation>Blindes manquées effacées sans rattrapage</translation>
    </message>
    <message>
      <source>Seat changes that cost a post</source>
      <translation>Changements de place qui coûtent une mise</translation>
    </message>
    <message>
      <source>{figure}, per 100 hands</source>
      <translation>{figure}, pour 100 mains</translation>
    </message>
    <message>
      <source>{figure}, per player-hour</source>
      <translation>{figure}, par heure-joueur</translation>
    </message>
    <message>
      <source>First hand showing it: {figure}</source>
      <translation>Première main qui le montre : {figure}</translation>
    </message>
    <message>
      <source>Seat {seat}: blinds paid, % of its fair share</source>
      <translation>Place {seat} : blindes payées, % de sa juste part</translation>
    </message>
    <message>
      <source>Hands dealt</source>
      <translation>Mains distribuées</translation>
    </message>
    <message>
      <source>Hands not dealt: fewer than two players</source>
      <translation>Mains non distribuées : moins de deux joueurs</translation>
    </message>
    <message>
      <source>Player-hours dealt in</source>
      <translation>Heures-joueur servies</translation>
    </message>
    <message>
      <source>Rounds played at a discount, % of whole rounds</source>
      <translation>Tours joués au rabais, % des tours complets</translation>
    </message>
    <message>
      <source>Blinds posted in position, % of the house's blinds</source>
      <translation>Blindes posées à leur place, % des blindes de la maison</translation>
    </message>
    <message>
      <source>Blinds skipped in discounted rounds, big blinds per 100 hands</source>
      <translation>Blindes sautées dans les tours au rabais, grosses blindes pour 100 mains</translation>
    </message>
    <message>
      <source>Dead money made up into pots, big blinds per 100 hands</source>
      <translation>Jetons morts des rattrapages versés au pot, grosses blindes pour 100 mains</translation>
    </message>
    <message>
      <source>Hands a new player sits out before a first hand, median</source>
      <translation>Mains qu'un nouveau joueur attend avant sa première main, médiane</translation>
    </message>
    <message>
      <source>Hands a new player sits out before a first hand, 90th percentile</source>
      <translation>Mains qu'un nouveau joueur attend avant sa première main, 90e centile</translation>
    </message>
    <message>
      <source>Hands a returning player sits out before being dealt in, median</source>
      <translation>Mains qu'un joueur de retour attend avant d'être servi, médiane</translation>
    </message>
    <message>
      <source>Hands a returning player sits out before being dealt in, 90th percentile</source>
      <translation>Mains qu'un joueur de retour attend avant d'être servi, 90e centile</translation>
    </message>
    <message>
      <source>Seat changes that cost a post, % of seat changes</source>
      <translation>Changements de place qui coûtent une mise, % des changements</translation>
    </message>
    <message>
      <source>Blinds and posts paid, big blinds per player-hour</source>
      <translation>Blindes et mises payées, grosses blindes par heure-joueur</translation>
    </message>
    <message>
      <source>Fair share of the blinds, big blinds per player-hour</source>
      <translation>Juste part des blindes, grosses blindes par heure-joueur</translation>
    </message>
    <message>
      <source>Paid above the fair share, %</source>
      <translation>Payé au-delà de la juste part, %</translation>
    </message>
    <message>
      <source>Largest gap of a seat from its fair share, %</source>
      <translation>Plus grand écart d'une place à sa juste part, %</translation>
    </message>
    <message>
      <source>% of the house's blinds: blinds posted in their places (not make-ups or posts) against the house's blinds of every hand dealt; the moving button's extra blinds lift it above 100 %, dead small blinds keep it below.</source>
      <translation>% des blindes de la maison : les blindes payées à leur place (ni rattrapages ni mises) rapportées aux blindes de la maison de chaque main distribuée ; les blindes en plus du bouton en mouvement le portent au-dessus de 100 %, les petites blindes mortes le gardent en dessous.</translation>
    </message>
    <message>
      <source>% of the fair share: each hand's blinds split evenly among the players dealt in; make-ups, posts and extra blinds lift a seat above 100 %.</source>
      <translation>% de la juste part : les blindes de chaque main partagées également entre les joueurs servis ; rattrapages, mises et blindes en plus portent une place au-dessus de 100 %.</translation>
    </message>
    <message>
      <source>Blind cost per seat</source>
      <translation>Coût des blindes par place</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Place</translation>
    </message>
    <message>
      <source>Blinds paid, % of the fair share</source>
      <translation>Blindes payées, % de la juste part</translation>
    </message>
    <message>
      <source>Fair share</source>
      <translation>Juste part</translation>
    </message>
    <message>
      <source>Waits before a first hand</source>
      <translation>Attentes avant une première main</translation>
    </message>
    <message>
      <source>Hands sat out before being dealt in</source>
      <translation>Mains attendues avant d'être servi</translation>
    </message>
    <message>
      <source>Players dealt in by then, %</source>
      <translation>Joueurs servis à ce stade, %</translation>
    </message>
    <message>
      <source>new</source>
      <translation>nouveaux</translation>
    </message>
    <message>
      <source>returning</source>
      <translation>de retour</translation>
    </message>
    <message>
      <source>Last action twice and other costs</source>
      <translation>Dernier à parler deux fois et autres coûts</translation>
    </message>
    <message>
      <source>Per 100 hands</source>
      <translation>Pour 100 mains</translation>
    </message>
    <message>
      <source>Last action twice</source>
      <translation>Dernier à parler deux fois</translation>
    </message>
    <message>
      <source>First action twice</source>
      <translation>Premier à parler deux fois</translation>
    </message>
    <message>
      <source>Discounted rounds</source>
      <translation>Tours au rabais</translation>
    </message>
    <message>
      <source>{button} · make-up: {makeup}</source>
      <translation>{button} · rattrapage : {makeup}</translation>
    </message>
    <message>
      <source>This table: {rules}</source>
      <translation>Cette table : {rules}</translation>
    </message>
    <message>
      <source>Compare house rules</source>
      <translation>Comparer des règles maison</translation>
    </message>
    <message>
      <source>Sets of house rules (2 to 4)</source>
      <translation>Jeux de règles maison (2 à 4)</translation>
    </message>
    <message>
      <source>Add from a file…</source>
      <translation>Ajouter depuis un fichier…</translation>
    </message>
    <message>
      <source>The players' habits (a busy cash game)</source>
      <translation>Habitudes des joueurs (une partie cash animée)</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Places</translation>
    </message>
    <message>
      <source>Hands per hour</source>
      <translation>Mains par heure</translation>
    </message>
    <message>
      <source>Hours a player stays</source>
      <translation>Heures qu'un joueur reste</translation>
    </message>
    <message>
      <source>Breaks per player-hour</source>
      <translation>Pauses par heure-joueur</translation>
    </message>
    <message>
      <source>Minutes of a break</source>
      <translation>Minutes d'une pause</translation>
    </message>
    <message>
      <source>Minutes to fill a free seat</source>
      <translation>Minutes pour occuper une place libre</translation>
    </message>
    <message>
      <source>Seat changes per player-hour</source>
      <translation>Changements de place par heure-joueur</translation>
    </message>
    <message>
      <source>New players who post at once, %</source>
      <translation>Nouveaux joueurs qui paient tout de suite, %</translation>
    </message>
    <message>
      <source>Returning players who post at once, %</source>
      <translation>Joueurs de retour qui paient tout de suite, %</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Durée</translation>
    </message>
    <message>
      <source>Hours of play</source>
      <translation>Heures de jeu</translation>
    </message>
    <message>
      <source>Random seed</source>
      <translation>Code de tirage</translation>
    </message>
    <message>
      <source>Compare</source>
      <translation>Comparer</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Export CSV…</source>
      <translation>Exporter en CSV…</translation>
    </message>
    <message>
      <source>Export charts as PNG…</source>
      <translation>Exporter les graphiques en PNG…</translation>
    </message>
    <message>
      <source>Export a hand as a scenario…</source>
      <translation>Exporter une main comme scénario…</translation>
    </message>
    <message>
      <source>The hand of the row chosen (a first hand showing a figure) under the column's house rules, as a scenario file the scenario runner replays</source>
      <translation>La main de la ligne choisie (une première main qui montre un chiffre) avec les règles maison de la colonne, comme fichier de scénario que le lecteur de scénarios rejoue</translation>
    </message>
    <message>
      <source>Figures</source>
      <translation>Chiffres</translation>
    </message>
    <message>
      <source>Tick from 2 to 4 sets of house rules.</source>
      <translation>Cochez de 2 à 4 jeux de règles maison.</translation>
    </message>
    <message>
      <source>This comparison cannot be made: {why}</source>
      <translation>Cette comparaison est impossible : {why}</translation>
    </message>
    <message numerus="yes">
      <source>Simulating %Ln hour(s) of play…</source>
      <translation>
        <numerusform>Simulation de %Ln heure de jeu…</numerusform>
        <numerusform>Simulation de %Ln heures de jeu…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: %Ln hand(s) under each set of house rules.</source>
      <translation>
        <numerusform>Terminé : %Ln main avec chaque jeu de règles maison.</numerusform>
        <numerusform>Terminé : %Ln mains avec chaque jeu de règles maison.</numerusform>
      </translation>
    </message>
    <message>
      <source>The comparison stopped: {why}</source>
      <translation>La comparaison s'est arrêtée : {why}</translation>
    </message>
    <message>
      <source>Cancelled. The figures shown are those of the last finished run.</source>
      <translation>Annulé. Les chiffres affichés sont ceux de la dernière comparaison terminée.</translation>
    </message>
    <message>
      <source>Not written: {why} ({path})</source>
      <translation>Non écrit : {why} ({path})</translation>
    </message>
    <message>
      <source>Export a hand as a scenario</source>
      <translation>Exporter une main comme scénario</translation>
    </message>
    <message>
      <source>Hand number (1 to {last}) under {rules}:</source>
      <translation>Numéro de la main (1 à {last}) avec {rules} :</translation>
    </message>
    <message>
      <source>Scenario files (*.toml)</source>
      <translation>Fichiers de scénario (*.toml)</translation>
    </message>
    <message>
      <source>Written: {path}</source>
      <translation>Écrit : {path}</translation>
    </message>
    <message>
      <source>Export the figures as CSV</source>
      <translation>Exporter les chiffres en CSV</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
      <source>Export the charts as PNG into</source>
      <translation>Exporter les graphiques en PNG dans</translation>
    </message>
    <message>
      <source>Add house rules from a file</source>
      <translation>Ajouter des règles maison depuis un fichier</translation>
    </message>
    <message>
      <source>House-rules files (*.toml)</source>
      <translation>Fichiers de règles maison (*.toml)</translation>
    </message>
    <message>
      <source>This file cannot be used: {why}</source>
      <translation>Ce fichier ne peut pas servir : {why}</translation>
    </message>
    <message>
      <source>Added: {name}</source>
      <translation>Ajouté : {name}</translation>
    </message>
  </context>
  <context>
    <name>Amounts</name>
    <message numerus="yes">
      <source>%Ln live</source>
      <translation>
        <numerusform>%Ln vif</numerusform>
        <numerusform>%Ln vifs</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln dead</source>
      <translation>
        <numerusform>%Ln mort</numerusform>
        <numerusform>%Ln morts</numerusform>
      </translation>
    </message>
    <message>
      <source>({live}, {dead})</source>
      <translation>({live}, {dead})</translation>
    </message>
    <message>
      <source>(dead)</source>
      <translation>(mort)</translation>
    </message>
    <message>
      <source>(live)</source>
      <translation>(vif)</translation>
    </message>
  </context>
  <context>
    <name>Backups</name>
    <message>
      <source>Restore from a backup</source>
      <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
      <source>No backup of the room could be made in {folder}: {why}. The room works on and nothing is lost; plug the drive back in, or choose another folder in Settings → Backups….</source>
      <translation>Aucune sauvegarde de la salle n'a pu être faite dans {folder} : {why}. La salle continue de fonctionner et rien n'est perdu ; rebranchez le lecteur ou choisissez un autre dossier dans Paramètres → Sauvegardes….</translation>
    </message>
    <message>
      <source>the folder is not there (a drive unplugged?)</source>
      <translation>le dossier est introuvable (un lecteur débranché ?)</translation>
    </message>
    <message>
      <source>the folder may not be written</source>
      <translation>le dossier est protégé en écriture</translation>
    </message>
    <message>
      <source>the drive is full</source>
      <translation>le lecteur est plein</translation>
    </message>
    <message>
      <source>the folder cannot be used</source>
      <translation>le dossier est inutilisable</translation>
    </message>
    <message>
      <source>The room file cannot be read any more: it is damaged. Room → Restore from a backup… puts back the newest backup and says what it does not hold.</source>
      <translation>Le fichier de la salle n'est plus lisible : il est endommagé. Salle → Restaurer une sauvegarde… remet en place la sauvegarde la plus récente et indique ce qu'elle ne contient pas.</translation>
    </message>
    <message>
      <source>Room → Restore from a backup… puts back a backup of the room and says what it does not hold.</source>
      <translation>Salle → Restaurer une sauvegarde… remet en place une sauvegarde de la salle et indique ce qu'elle ne contient pas.</translation>
    </message>
    <message>
      <source>The room file {path} was deleted, replaced or damaged while floorapp had it open. What floorapp still had of the room was saved in the backup of {time}: put it back with Room → Restore from a backup….</source>
      <translation>Le fichier de la salle {path} a été supprimé, remplacé ou endommagé pendant que floorapp l'avait ouvert. Ce que floorapp avait encore de la salle a été enregistré dans la sauvegarde de {time} : remettez-la en place avec Salle → Restaurer une sauvegarde….</translation>
    </message>
    <message>
      <source>The backup {name} has problems: {problems}</source>
      <translation>La sauvegarde {name} présente des problèmes : {problems}</translation>
    </message>
    <message>
      <source>damaged</source>
      <translation>endommagée</translation>
    </message>
    <message>
      <source>earlier floorapp</source>
      <translation>floorapp plus ancien</translation>
    </message>
    <message>
      <source>has problems</source>
      <translation>avec des problèmes</translation>
    </message>
    <message>
      <source>checked</source>
      <translation>vérifiée</translation>
    </message>
    <message>
      <source>not checked yet</source>
      <translation>pas encore vérifiée</translation>
    </message>
    <message>
      <source>Made {made}; its last action recorded {last}.</source>
      <translation>Faite le {made} ; sa dernière action enregistrée le {last}.</translation>
    </message>
    <message>
      <source>Made by an earlier floorapp (schema {schema}): what it holds shows once it is restored, upgraded as at any start.</source>
      <translation>Faite par un floorapp plus ancien (schéma {schema}) : son contenu s'affiche une fois restaurée, mise à jour comme à tout démarrage.</translation>
    </message>
    <message>
      <source>{table}: {hands}, {entries}, the last at {last}</source>
      <translation>{table} : {hands}, {entries}, la dernière le {last}</translation>
    </message>
    <message>
      <source>{actions}, of which {deals}</source>
      <translation>{actions}, dont {deals}</translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s)</source>
      <translation>
        <numerusform>%n donne</numerusform>
        <numerusform>%n donnes</numerusform>
      </translation>
    </message>
    <message>
      <source>the waiting lists: {entries}</source>
      <translation>les listes d'attente : {entries}</translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s)</source>
      <translation>
        <numerusform>%n main</numerusform>
        <numerusform>%n mains</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n action(s)</source>
      <translation>
        <numerusform>%n action</numerusform>
        <numerusform>%n actions</numerusform>
      </translation>
    </message>
    <message>
      <source>{table}: the screen showed hand {shown}, the backup holds hand {held}</source>
      <translation>{table} : l'écran montrait la main {shown}, la sauvegarde va jusqu'à la main {held}</translation>
    </message>
    <message>
      <source>A backup of an earlier floorapp: what it does not hold is known only once it is restored (History shows it).</source>
      <translation>Une sauvegarde d'un floorapp plus ancien : ce qu'elle ne contient pas ne se sait qu'une fois restaurée (l'Historique le montre).</translation>
    </message>
    <message>
      <source>The backup holds every action the room file holds.</source>
      <translation>La sauvegarde contient toutes les actions du fichier de la salle.</translation>
    </message>
    <message>
      <source>Actions recorded after {time} are not in the backup:</source>
      <translation>Les actions enregistrées après {time} ne sont pas dans la sauvegarde :</translation>
    </message>
    <message>
      <source>The room file cannot be read: what it held after {time} cannot be counted, and this screen had seen nothing later.</source>
      <translation>Le fichier de la salle est illisible : ce qu'il contenait après {time} ne peut pas être compté, et cet écran n'avait rien vu de plus récent.</translation>
    </message>
    <message>
      <source>The room file cannot be read: actions recorded after {time} are not in the backup, as far as this screen had seen:</source>
      <translation>Le fichier de la salle est illisible : les actions enregistrées après {time} ne sont pas dans la sauvegarde ; d'après ce que cet écran avait vu :</translation>
    </message>
    <message>
      <source>Restore the backup made {made}? The room file as it is now is kept aside, never deleted, and the room opens again from the backup.
{not_held}</source>
      <translation>Restaurer la sauvegarde faite le {made} ? Le fichier de la salle tel qu'il est maintenant est mis de côté, jamais supprimé, et la salle se rouvre depuis la sauvegarde.
{not_held}</translation>
    </message>
    <message>
      <source>There was no room file to keep aside.</source>
      <translation>Il n'y avait pas de fichier de salle à mettre de côté.</translation>
    </message>
    <message>
      <source>The room file as it was is kept as {file}.</source>
      <translation>Le fichier de la salle tel qu'il était est conservé sous {file}.</translation>
    </message>
    <message>
      <source>The room was restored from the backup made {made}.</source>
      <translation>La salle a été restaurée depuis la sauvegarde faite le {made}.</translation>
    </message>
    <message>
      <source>The room was not restored: {why}</source>
      <translation>La salle n'a pas été restaurée : {why}</translation>
    </message>
    <message>
      <source>Restore the room from a backup</source>
      <translation>Restaurer la salle depuis une sauvegarde</translation>
    </message>
    <message>
      <source>Reading the backups in {folder}…</source>
      <translation>Lecture des sauvegardes dans {folder}…</translation>
    </message>
    <message>
      <source>Made</source>
      <translation>Faite le</translation>
    </message>
    <message>
      <source>Last action</source>
      <translation>Dernière action</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Tables</translation>
    </message>
    <message>
      <source>Check</source>
      <translation>Vérification</translation>
    </message>
    <message>
      <source>Restore this backup…</source>
      <translation>Restaurer cette sauvegarde…</translation>
    </message>
    <message>
      <source>There is no backup in {folder}.</source>
      <translation>Il n'y a aucune sauvegarde dans {folder}.</translation>
    </message>
    <message>
      <source>Backups in {folder}, newest first:</source>
      <translation>Sauvegardes dans {folder}, la plus récente d'abord :</translation>
    </message>
    <message>
      <source>Backups</source>
      <translation>Sauvegardes</translation>
    </message>
    <message>
      <source>Backups of the room file</source>
      <translation>Sauvegardes du fichier de la salle</translation>
    </message>
    <message>
      <source>floorapp backs the room file up when the business day starts and on quitting, and checks each backup. Keep them on another drive: a USB stick, a network share.</source>
      <translation>floorapp sauvegarde le fichier de la salle au début de la journée de jeu et en quittant, et vérifie chaque sauvegarde. Gardez-les sur un autre lecteur : une clé USB, un partage réseau.</translation>
    </message>
    <message>
      <source>Backup folder (empty: {folder})</source>
      <translation>Dossier des sauvegardes (vide : {folder})</translation>
    </message>
    <message>
      <source>Choose…</source>
      <translation>Choisir…</translation>
    </message>
    <message>
      <source>Keep each backup for</source>
      <translation>Garder chaque sauvegarde</translation>
    </message>
    <message>
      <source> days</source>
      <translation> jours</translation>
    </message>
    <message>
      <source>Backup folder</source>
      <translation>Dossier des sauvegardes</translation>
    </message>
  </context>
  <context>
    <name>Binding</name>
    <message>
      <source>Warning: this PySide6 loses a reference to None on every Qt call that returns nothing (PySide6 6.12.0 on Python 3.11); floorapp will crash after a while. Install another PySide6-Essentials version (6.11, or a later fixed one).</source>
      <translation>Attention : cette version de PySide6 perd une référence à None à chaque appel Qt qui ne renvoie rien (PySide6 6.12.0 sous Python 3.11) ; floorapp va planter au bout d'un moment. Installez une autre version de PySide6-Essentials (6.11, ou une version ultérieure corrigée).</translation>
    </message>
  </context>
  <context>
    <name>Board</name>
    <message>
      <source>none</source>
      <translation>néant</translation>
    </message>
    <message>
      <source>Open seats</source>
      <translation>Places libres</translation>
    </message>
    <message>
      <source>no table open yet</source>
      <translation>aucune table ouverte pour l'instant</translation>
    </message>
    <message>
      <source>and {count} more</source>
      <translation>et {count} de plus</translation>
    </message>
    <message>
      <source>Interest list</source>
      <translation>Liste des intéressés</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Liste</translation>
    </message>
    <message>
      <source>{left} of {entrants}</source>
      <translation>{left} sur {entrants}</translation>
    </message>
    <message>
      <source>{table}: {players}</source>
      <translation>{table} : {players}</translation>
    </message>
    <message>
      <source>Now</source>
      <translation>En cours</translation>
    </message>
    <message>
      <source>Next</source>
      <translation>À suivre</translation>
    </message>
    <message>
      <source>Players left</source>
      <translation>Joueurs restants</translation>
    </message>
    <message>
      <source>table {table}</source>
      <translation>table {table}</translation>
    </message>
    <message>
      <source>table {table} seat {seat}</source>
      <translation>table {table} place {seat}</translation>
    </message>
    <message>
      <source>Moved</source>
      <translation>Déplacé</translation>
    </message>
    <message>
      <source>Seats for the list</source>
      <translation>Places pour la liste</translation>
    </message>
    <message>
      <source>nobody waiting</source>
      <translation>personne n'attend</translation>
    </message>
    <message>
      <source>The room's server cannot be reached: the board shows the room as it was when it was last read. Trying again…</source>
      <translation>Le serveur de la salle ne répond pas : le tableau montre la salle telle qu'elle était à sa dernière lecture. Nouvelle tentative en cours…</translation>
    </message>
    <message>
      <source>Room board</source>
      <translation>Tableau de la salle</translation>
    </message>
    <message>
      <source>No table is open.</source>
      <translation>Aucune table n’est ouverte.</translation>
    </message>
    <message>
      <source>{count} waiting</source>
      <translation>en attente : {count}</translation>
    </message>
  </context>
  <context>
    <name>Break</name>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source>From</source>
      <translation>De</translation>
    </message>
    <message>
      <source>To</source>
      <translation>Vers</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>place {seat}</translation>
    </message>
    <message>
      <source>Break {table}</source>
      <translation>Casser {table}</translation>
    </message>
    <message>
      <source>Break {table}: its players go to the open seats of the game's other tables</source>
      <translation>Casser {table} : ses joueurs vont aux places libres des autres tables de la partie</translation>
    </message>
    <message>
      <source>By draw (each player draws a seat)</source>
      <translation>Par tirage au sort (chaque joueur tire une place)</translation>
    </message>
    <message>
      <source>In seat order (from the seat after the button)</source>
      <translation>Dans l'ordre des places (depuis la place après le bouton)</translation>
    </message>
    <message>
      <source>They wait for the big blind</source>
      <translation>Ils attendent la grosse blinde</translation>
    </message>
    <message>
      <source>They post and play at once</source>
      <translation>Ils paient et jouent tout de suite</translation>
    </message>
    <message>
      <source>Draw again</source>
      <translation>Tirer à nouveau</translation>
    </message>
    <message>
      <source>Break the table</source>
      <translation>Casser la table</translation>
    </message>
    <message>
      <source>Nobody sits at this table: breaking it moves nobody.</source>
      <translation>Personne n'est assis à cette table : la casser ne déplace personne.</translation>
    </message>
    <message>
      <source>Players to new seats: {moved}; to the top of the list (no seat open for them): {listed}.</source>
      <translation>Joueurs vers de nouvelles places : {moved} ; en tête de liste (aucune place libre pour eux) : {listed}.</translation>
    </message>
    <message>
      <source>Save the move slips as a PDF</source>
      <translation>Enregistrer les fiches de déplacement en PDF</translation>
    </message>
    <message>
      <source>PDF files (*.pdf)</source>
      <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
      <source>They come in as new players and post at once.</source>
      <translation>Ils entrent comme nouveaux joueurs et paient tout de suite.</translation>
    </message>
    <message>
      <source>They come in as new players and wait for the big blind.</source>
      <translation>Ils entrent comme nouveaux joueurs et attendent la grosse blinde.</translation>
    </message>
    <message>
      <source>Move slips: {table} broken at {time}</source>
      <translation>Fiches de déplacement : {table} cassée à {time}</translation>
    </message>
    <message>
      <source>from {table}, seat {seat}</source>
      <translation>de {table}, place {seat}</translation>
    </message>
    <message>
      <source>Move slips</source>
      <translation>Fiches de déplacement</translation>
    </message>
    <message>
      <source>Print…</source>
      <translation>Imprimer…</translation>
    </message>
    <message>
      <source>Save as PDF…</source>
      <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Sent to the printer.</source>
      <translation>Envoyé à l'imprimante.</translation>
    </message>
    <message>
      <source>Not saved: {path} could not be written.</source>
      <translation>Non enregistré : impossible d'écrire {path}.</translation>
    </message>
    <message>
      <source>Saved as {path}.</source>
      <translation>Enregistré sous {path}.</translation>
    </message>
  </context>
  <context>
    <name>Choice</name>
    <message>
      <source>Post now</source>
      <translation>Payer maintenant</translation>
    </message>
    <message>
      <source>Wait for the big blind</source>
      <translation>Attendre la grosse blinde</translation>
    </message>
    <message>
      <source>Post behind the button</source>
      <translation>Payer derrière le bouton</translation>
    </message>
    <message>
      <source>Plays the next hand without posting (outside the zone).</source>
      <translation>Joue la main suivante sans payer (hors de la zone).</translation>
    </message>
    <message>
      <source>Posts {total} {amounts} and plays the next hand (from a seat in the zone, once the button has passed).</source>
      <translation>Paie {total} {amounts} et joue la main suivante (depuis une place de la zone, une fois le bouton passé).</translation>
    </message>
    <message>
      <source>Sits out until the big blind reaches the seat, then posts only the big blind.</source>
      <translation>Ne joue pas jusqu'à ce que la grosse blinde arrive à cette place, puis ne paie que la grosse blinde.</translation>
    </message>
    <message>
      <source>Lets the blinds and the button pass, then posts what is owed behind the button.</source>
      <translation>Laisse passer les blindes et le bouton, puis paie ce qui est dû derrière le bouton.</translation>
    </message>
    <message>
      <source>Post now: {total} {amounts}</source>
      <translation>Payer maintenant : {total} {amounts}</translation>
    </message>
    <message>
      <source>{name} owes nothing.</source>
      <translation>{name} ne doit rien.</translation>
    </message>
    <message>
      <source>{name} owes {total} {amounts}.</source>
      <translation>{name} doit {total} {amounts}.</translation>
    </message>
    <message>
      <source>posts</source>
      <translation>paie</translation>
    </message>
    <message>
      <source>waits</source>
      <translation>attend</translation>
    </message>
    <message>
      <source>behind</source>
      <translation>derrière</translation>
    </message>
  </context>
  <context>
    <name>Dialog</name>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Seat {seat}: new player</source>
      <translation>Place {seat} : nouveau joueur</translation>
    </message>
    <message>
      <source>Who sits down in seat {seat}?</source>
      <translation>Qui s'assoit à la place {seat} ?</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>Player's name</source>
      <translation>Nom du joueur</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Règles maison</translation>
    </message>
    <message>
      <source>These rules apply to this table from the next hand, and to the tables you add from now on. Another number of blinds, or a blind on the button switched on or off, starts a new game with the button where it is.</source>
      <translation>Ces règles s'appliquent à cette table dès la main suivante, et aux tables que vous ajouterez désormais. Un autre nombre de blindes, ou une blinde au bouton activée ou désactivée, lance une nouvelle partie avec le bouton là où il est.</translation>
    </message>
    <message>
      <source>off</source>
      <translation>désactivé</translation>
    </message>
    <message>
      <source> min</source>
      <translation> min</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>Sombres</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Claires</translation>
    </message>
    <message>
      <source>By its stakes (the game named after them)</source>
      <translation>Selon ses mises (la partie qui porte leur nom)</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Partie</translation>
    </message>
    <message>
      <source>{name} sits down in seat {seat}, as a new player:</source>
      <translation>{name} s'assoit à la place {seat}, comme nouveau joueur :</translation>
    </message>
    <message>
      <source>Correct positions</source>
      <translation>Corriger les positions</translation>
    </message>
    <message>
      <source>Where were the button and the blinds on the hand just played?</source>
      <translation>Où étaient le bouton et les blindes à la main qui vient d'être jouée ?</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Bouton</translation>
    </message>
    <message>
      <source>Small blind</source>
      <translation>Petite blinde</translation>
    </message>
    <message>
      <source>Big blind</source>
      <translation>Grosse blinde</translation>
    </message>
    <message>
      <source>Third blind</source>
      <translation>Troisième blinde</translation>
    </message>
    <message>
      <source>Add a table</source>
      <translation>Ajouter une table</translation>
    </message>
    <message>
      <source>Table name</source>
      <translation>Nom de la table</translation>
    </message>
    <message>
      <source>Rename the table</source>
      <translation>Renommer la table</translation>
    </message>
    <message>
      <source>New name for {name}</source>
      <translation>Nouveau nom pour {name}</translation>
    </message>
    <message>
      <source>Import a scenario as a new table</source>
      <translation>Importer un scénario comme nouvelle table</translation>
    </message>
    <message>
      <source>Scenario files (*.toml)</source>
      <translation>Fichiers de scénario (*.toml)</translation>
    </message>
    <message>
      <source>Export the history as a scenario</source>
      <translation>Exporter l'historique comme scénario</translation>
    </message>
    <message>
      <source>Seat {seat}: {name} from the list</source>
      <translation>Place {seat} : {name}, de la liste d'attente</translation>
    </message>
    <message>
      <source>{name} to seat {seat}:</source>
      <translation>{name} à la place {seat} :</translation>
    </message>
    <message>
      <source>Call {name} to seat {seat} (hold it, {minutes} min)</source>
      <translation>Appeler {name} à la place {seat} (réservée {minutes} min)</translation>
    </message>
    <message>
      <source>The seat is locked up for the player until the timer runs out; then the floor marks a no-show or seats the player.</source>
      <translation>La place est réservée pour le joueur jusqu'à la fin du délai ; ensuite, marquez-le non présenté ou installez-le.</translation>
    </message>
    <message>
      <source>{name} is here: seat {name}…</source>
      <translation>{name} est là : installer {name}…</translation>
    </message>
    <message>
      <source>Seat the player now, as a new player: post now, wait for the big blind or post behind the button.</source>
      <translation>Installer le joueur maintenant, comme nouveau joueur : payer maintenant, attendre la grosse blinde ou payer derrière le bouton.</translation>
    </message>
  </context>
  <context>
    <name>Event</name>
    <message>
      <source>Seat {seat}: {name} sits down ({how})</source>
      <translation>Place {seat} : {name} s'assoit ({how})</translation>
    </message>
    <message>
      <source>{seat}: away</source>
      <translation>{seat} : s'absente</translation>
    </message>
    <message>
      <source>{seat}: back ({how})</source>
      <translation>{seat} : de retour ({how})</translation>
    </message>
    <message>
      <source>{seat}: leaves, seat locked up</source>
      <translation>{seat} : part, place réservée</translation>
    </message>
    <message>
      <source>Seat {seat}: lock-up released</source>
      <translation>Place {seat} : place réservée libérée</translation>
    </message>
    <message>
      <source>{seat}: moves to seat {to} ({how})</source>
      <translation>{seat} : passe à la place {to} ({how})</translation>
    </message>
    <message>
      <source>Seat {seat}: {name} sits down ({how}), from another table of the game with a missed-blind button: {missed}</source>
      <translation>Place {seat} : {name} s'assoit ({how}), venu d'une autre table de la partie avec un bouton de blinde manquée : {missed}</translation>
    </message>
    <message>
      <source>{seat}: picked up, seat locked up for the list</source>
      <translation>{seat} : retiré, place réservée pour la liste d'attente</translation>
    </message>
    <message>
      <source>Seat {seat}: locked up for the list</source>
      <translation>Place {seat} : réservée pour la liste d'attente</translation>
    </message>
    <message>
      <source>{seat}: busted</source>
      <translation>{seat} : se décave</translation>
    </message>
    <message>
      <source>{seat}: rebuy ({how})</source>
      <translation>{seat} : recave ({how})</translation>
    </message>
    <message>
      <source>{seat}: straddles next hand</source>
      <translation>{seat} : straddle à la main suivante</translation>
    </message>
    <message>
      <source>Misdeal: the hand is dealt again</source>
      <translation>Fausse donne : la main est redistribuée</translation>
    </message>
    <message>
      <source>Positions corrected: button {button}, blinds {blinds}</source>
      <translation>Positions corrigées : bouton {button}, blindes {blinds}</translation>
    </message>
    <message>
      <source>House rules: {rules}</source>
      <translation>Règles maison : {rules}</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Main suivante</translation>
    </message>
  </context>
  <context>
    <name>EventClock</name>
    <message>
      <source>clock not started</source>
      <translation>horloge non lancée</translation>
    </message>
    <message>
      <source>{left} left</source>
      <translation>reste {left}</translation>
    </message>
    <message>
      <source>PAUSED</source>
      <translation>SUSPENDUE</translation>
    </message>
    <message>
      <source>Break: {name}</source>
      <translation>Pause : {name}</translation>
    </message>
    <message>
      <source>Break</source>
      <translation>Pause</translation>
    </message>
    <message>
      <source>{minutes} min</source>
      <translation>{minutes} min</translation>
    </message>
    <message>
      <source>the floor starts each level</source>
      <translation>chaque niveau se lance à la main</translation>
    </message>
    <message>
      <source>{level} in {time}</source>
      <translation>{level} dans {time}</translation>
    </message>
    <message>
      <source>break in {time}</source>
      <translation>pause dans {time}</translation>
    </message>
    <message>
      <source>registration closes in {time}</source>
      <translation>fin des inscriptions dans {time}</translation>
    </message>
    <message>
      <source>the last level goes on</source>
      <translation>le dernier niveau continue</translation>
    </message>
  </context>
  <context>
    <name>EventWindow</name>
    <message>
      <source>Tournament floor: {name}</source>
      <translation>Direction du tournoi : {name}</translation>
    </message>
    <message>
      <source>Register a player…</source>
      <translation>Inscrire un joueur…</translation>
    </message>
    <message>
      <source>Deal the next hand</source>
      <translation>Main suivante</translation>
    </message>
    <message>
      <source>Hand done</source>
      <translation>Main terminée</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Slips of the last move…</source>
      <translation>Fiches du dernier déplacement…</translation>
    </message>
    <message>
      <source>{left} of {entrants} players left</source>
      <translation>Restants : {left} sur {entrants}</translation>
    </message>
    <message>
      <source>Latest places: {places}</source>
      <translation>Derniers éliminés : {places}</translation>
    </message>
    <message>
      <source>End hand-for-hand</source>
      <translation>Finir le main par main</translation>
    </message>
    <message>
      <source>Start hand-for-hand</source>
      <translation>Jouer main par main</translation>
    </message>
    <message>
      <source>Table {table}, hand {hand}:</source>
      <translation>Table {table}, main {hand} :</translation>
    </message>
    <message>
      <source>Next: {next}</source>
      <translation>À suivre : {next}</translation>
    </message>
    <message>
      <source>Start the clock</source>
      <translation>Lancer l'horloge</translation>
    </message>
    <message>
      <source>Pause the clock</source>
      <translation>Suspendre</translation>
    </message>
    <message>
      <source>Resume the clock</source>
      <translation>Reprendre</translation>
    </message>
    <message>
      <source>Another screen changed the event first: it is shown as it is now; nothing was recorded.</source>
      <translation>Un autre écran a modifié le tournoi avant vous : il est affiché tel qu'il est maintenant ; rien n'a été enregistré.</translation>
    </message>
    <message>
      <source>Not recorded: {why}</source>
      <translation>Non enregistré : {why}</translation>
    </message>
    <message>
      <source>Register a player</source>
      <translation>Inscrire un joueur</translation>
    </message>
    <message>
      <source>Name (an eliminated player's name again: a re-entry). The player draws an open seat of the shortest tables.</source>
      <translation>Nom (le nom d'un joueur éliminé : un re-entry). Le joueur tire une place libre parmi les tables les moins remplies.</translation>
    </message>
    <message>
      <source>{name} is back</source>
      <translation>{name} est de retour</translation>
    </message>
    <message>
      <source>{name} is absent</source>
      <translation>{name} est absent</translation>
    </message>
    <message>
      <source>End {name}'s penalty</source>
      <translation>Lever la pénalité de {name}</translation>
    </message>
    <message>
      <source>Penalty for {name}…</source>
      <translation>Pénalité pour {name}…</translation>
    </message>
    <message>
      <source>{name} is eliminated</source>
      <translation>{name} est éliminé</translation>
    </message>
    <message>
      <source>Penalty</source>
      <translation>Pénalité</translation>
    </message>
    <message>
      <source>Hands {name} is dealt in and blinded off (T-09):</source>
      <translation>Mains de pénalité de {name}, servi, ses blindes payées d&apos;office (T-09) :</translation>
    </message>
    <message>
      <source>Eliminated</source>
      <translation>Éliminé</translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is eliminated?</source>
      <translation>{name} (table {table}, place {seat}) est éliminé ?</translation>
    </message>
  </context>
  <context>
    <name>EventWords</name>
    <message>
      <source>{live} + {dead} dead</source>
      <translation>{live} + {dead} morts</translation>
    </message>
    <message>
      <source>seat {seat} ({name})</source>
      <translation>place {seat} ({name})</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>place {seat}</translation>
    </message>
    <message>
      <source>Button: {who}.</source>
      <translation>Bouton : {who}.</translation>
    </message>
    <message>
      <source>Dead button on {who}.</source>
      <translation>Bouton mort : {who}.</translation>
    </message>
    <message>
      <source>Small blind {chips}: {who}.</source>
      <translation>Petite blinde {chips} : {who}.</translation>
    </message>
    <message>
      <source>No small blind: {who} is empty.</source>
      <translation>Pas de petite blinde : {who} vide.</translation>
    </message>
    <message>
      <source>Big blind {chips}: {who}.</source>
      <translation>Grosse blinde {chips} : {who}.</translation>
    </message>
    <message>
      <source>Every player dealt in puts in an ante of {ante}.</source>
      <translation>Chaque joueur servi paie une ante de {ante}.</translation>
    </message>
    <message>
      <source>Absent: {who}, dealt in and blinded off; the hand is killed unless the player is back by the end of the deal.</source>
      <translation>Absent : {who}, servi, ses blindes et antes payées d'office ; sa main est morte s'il n'est pas revenu à la fin de la donne.</translation>
    </message>
    <message>
      <source>On penalty: {who}, dealt in and blinded off; the hand is killed.</source>
      <translation>Pénalité : {who}, servi, ses blindes et antes payées d&apos;office ; sa main est morte.</translation>
    </message>
    <message>
      <source>Waits for the button to pass: {who}, who joined between the small blind and the button.</source>
      <translation>Attend que le bouton soit passé : {who}, arrivé entre la petite blinde et le bouton.</translation>
    </message>
    <message>
      <source>First to act: {who}.</source>
      <translation>Premier à parler : {who}.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind.</source>
      <translation>Heads-up : le bouton paie la petite blinde.</translation>
    </message>
    <message>
      <source>Fewer than two players: the table cannot deal.</source>
      <translation>Moins de deux joueurs : la table ne peut pas donner.</translation>
    </message>
    <message>
      <source>Move {name}: table {table} seat {seat} → table {to} seat {to_seat}</source>
      <translation>Déplacer {name} : table {table} place {seat} → table {to} place {to_seat}</translation>
    </message>
    <message>
      <source>(a single big blind, T-18)</source>
      <translation>(une seule grosse blinde, T-18)</translation>
    </message>
    <message>
      <source>Break table {table}: its players draw the open seats (T-20)</source>
      <translation>Casser la table {table} : ses joueurs tirent les places libres (T-20)</translation>
    </message>
    <message>
      <source>{count} tables left: every seat is drawn again (T-23)</source>
      <translation>Plus que {count} tables : toutes les places sont tirées à nouveau (T-23)</translation>
    </message>
    <message>
      <source>The players left fit one table: draw the final table (T-23)</source>
      <translation>Les joueurs restants tiennent à une table : tirer la table finale (T-23)</translation>
    </message>
    <message>
      <source>The tables are balanced: nothing to move.</source>
      <translation>Les tables sont équilibrées : aucun déplacement.</translation>
    </message>
    <message>
      <source>Move {name}</source>
      <translation>Déplacer {name}</translation>
    </message>
    <message>
      <source>Break table {table}</source>
      <translation>Casser la table {table}</translation>
    </message>
    <message>
      <source>Draw every seat again</source>
      <translation>Tirer toutes les places à nouveau</translation>
    </message>
    <message>
      <source>Draw the final table</source>
      <translation>Tirer la table finale</translation>
    </message>
    <message>
      <source>Level {number}: {small}/{big}</source>
      <translation>Niveau {number} : {small}/{big}</translation>
    </message>
    <message>
      <source>big-blind ante {ante}</source>
      <translation>ante grosse blinde {ante}</translation>
    </message>
    <message>
      <source>ante {ante}</source>
      <translation>ante {ante}</translation>
    </message>
    <message>
      <source>Table {table}</source>
      <translation>Table {table}</translation>
    </message>
    <message numerus="yes">
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n joueur</numerusform>
        <numerusform>%n joueurs</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n absent</source>
      <translation>
        <numerusform>%n absent</numerusform>
        <numerusform>%n absents</numerusform>
      </translation>
    </message>
    <message>
      <source>HALTED (T-15)</source>
      <translation>ARRÊTÉE (T-15)</translation>
    </message>
    <message>
      <source>playing the hand</source>
      <translation>main en cours</translation>
    </message>
    <message>
      <source>hand done</source>
      <translation>main terminée</translation>
    </message>
    <message>
      <source>breaks next</source>
      <translation>à casser</translation>
    </message>
    <message>
      <source>No such table plays in the event.</source>
      <translation>Aucune table de ce numéro ne joue dans le tournoi.</translation>
    </message>
    <message>
      <source>No such seat at the table.</source>
      <translation>Cette place n'existe pas à la table.</translation>
    </message>
    <message>
      <source>Nobody sits in that seat.</source>
      <translation>Personne n'est assis à cette place.</translation>
    </message>
    <message>
      <source>Somebody sits in that seat.</source>
      <translation>Quelqu'un est déjà assis à cette place.</translation>
    </message>
    <message>
      <source>No open seat is left.</source>
      <translation>Il ne reste aucune place libre.</translation>
    </message>
    <message>
      <source>A name is needed, and not one of a player already in the event.</source>
      <translation>Il faut un nom, et pas celui d'un joueur déjà dans le tournoi.</translation>
    </message>
    <message>
      <source>A re-entry is for an entrant who has been eliminated.</source>
      <translation>Un re-entry est réservé à un inscrit déjà éliminé.</translation>
    </message>
    <message>
      <source>Registration is closed.</source>
      <translation>Les inscriptions sont closes.</translation>
    </message>
    <message>
      <source>Fewer than two players can be dealt in.</source>
      <translation>Moins de deux joueurs peuvent être servis.</translation>
    </message>
    <message>
      <source>The table is halted for a player (T-15): deal anyway only if the floor waives the halt.</source>
      <translation>La table est arrêtée en attendant un joueur (T-15) : ne donnez quand même que si vous levez l'arrêt.</translation>
    </message>
    <message>
      <source>Hand-for-hand: this table has dealt the hand and waits for the others (T-24).</source>
      <translation>Main par main : cette table a joué la main et attend les autres (T-24).</translation>
    </message>
    <message>
      <source>The player has not played a hand at this table yet, so cannot be eliminated here.</source>
      <translation>Le joueur n'a encore joué aucune main à cette table : il ne peut pas y être éliminé.</translation>
    </message>
    <message>
      <source>The player is marked absent already.</source>
      <translation>Le joueur est déjà marqué absent.</translation>
    </message>
    <message>
      <source>The player is not marked absent.</source>
      <translation>Le joueur n'est pas marqué absent.</translation>
    </message>
    <message>
      <source>That level cannot be played.</source>
      <translation>Ce niveau ne peut pas être joué.</translation>
    </message>
    <message>
      <source>That move is not offered now: the event has changed.</source>
      <translation>Ce déplacement n'est plus proposé : le tournoi a changé.</translation>
    </message>
    <message>
      <source>The event is not playing hand-for-hand, or the table has not dealt the hand.</source>
      <translation>Le tournoi ne joue pas main par main, ou la table n'a pas joué la main.</translation>
    </message>
    <message>
      <source>The event's seats are drawn already.</source>
      <translation>Les places du tournoi sont déjà tirées.</translation>
    </message>
    <message>
      <source>The clock needs the time the action was recorded.</source>
      <translation>L'horloge a besoin de l'heure à laquelle l'action a été enregistrée.</translation>
    </message>
    <message>
      <source>The time is before the clock's last action: check the PC's clock.</source>
      <translation>L'heure est antérieure à la dernière action de l'horloge : vérifiez l'heure du PC.</translation>
    </message>
    <message>
      <source>The event has no structure of levels for the clock to run.</source>
      <translation>Le tournoi n'a pas de structure de niveaux à dérouler pour l'horloge.</translation>
    </message>
    <message>
      <source>The clock cannot run that structure.</source>
      <translation>L'horloge ne peut pas dérouler cette structure.</translation>
    </message>
    <message>
      <source>The clock has started already.</source>
      <translation>L'horloge est déjà lancée.</translation>
    </message>
    <message>
      <source>The clock has not started yet.</source>
      <translation>L'horloge n'est pas encore lancée.</translation>
    </message>
    <message>
      <source>The clock is paused already.</source>
      <translation>L'horloge est déjà suspendue.</translation>
    </message>
    <message>
      <source>The clock is running already.</source>
      <translation>L'horloge tourne déjà.</translation>
    </message>
    <message>
      <source>The structure has no such stage.</source>
      <translation>La structure n'a pas cette étape.</translation>
    </message>
    <message>
      <source>The clock is on a break: no table deals until the next level starts (T-28).</source>
      <translation>L'horloge est en pause : aucune table ne donne avant le début du niveau suivant (T-28).</translation>
    </message>
    <message>
      <source>The clock starts each level of this event's structure.</source>
      <translation>L'horloge lance chaque niveau de la structure de ce tournoi.</translation>
    </message>
    <message>
      <source>No hand to put right at this table: none dealt yet, or none since the positions were corrected (T-26).</source>
      <translation>Aucune main à rectifier à cette table : aucune donnée encore, ou aucune depuis la correction des positions (T-26).</translation>
    </message>
    <message>
      <source>No hand can have those positions: each needs its own seat (T-26).</source>
      <translation>Aucune main ne peut avoir ces positions : chacune a besoin de sa propre place (T-26).</translation>
    </message>
    <message>
      <source>A penalty is at least one hand (T-09).</source>
      <translation>Une pénalité dure au moins une main (T-09).</translation>
    </message>
    <message>
      <source>The player is on penalty already: end it first (T-09).</source>
      <translation>Le joueur purge déjà une pénalité : levez-la d'abord (T-09).</translation>
    </message>
    <message>
      <source>The player is not on penalty (T-09).</source>
      <translation>Le joueur ne purge pas de pénalité (T-09).</translation>
    </message>
    <message>
      <source>Move slip: balancing</source>
      <translation>Fiche de déplacement : équilibrage</translation>
    </message>
    <message>
      <source>Move slips: table {table} broken</source>
      <translation>Fiches de déplacement : table {table} cassée</translation>
    </message>
    <message>
      <source>Move slips: every seat drawn again</source>
      <translation>Fiches de déplacement : toutes les places tirées à nouveau</translation>
    </message>
    <message>
      <source>Move slips: the final table drawn</source>
      <translation>Fiches de déplacement : tirage de la table finale</translation>
    </message>
    <message>
      <source>from {seat}</source>
      <translation>de : {seat}</translation>
    </message>
    <message>
      <source>{what}, {time}</source>
      <translation>{what}, {time}</translation>
    </message>
    <message>
      <source>They are dealt in at once, unless they sit between the small blind and the button: then they wait for the button to pass (T-10, T-22).</source>
      <translation>Ils sont servis tout de suite, sauf s'ils sont assis entre la petite blinde et le bouton : ils attendent alors que le bouton soit passé (T-10, T-22).</translation>
    </message>
    <message>
      <source>newcomer</source>
      <translation>nouvel inscrit</translation>
    </message>
    <message>
      <source>Table {table}, seat {seat}</source>
      <translation>Table {table}, place {seat}</translation>
    </message>
  </context>
  <context>
    <name>Fault</name>
    <message>
      <source>floorapp</source>
      <translation>floorapp</translation>
    </message>
    <message>
      <source>Something went wrong inside floorapp: {error}. The tables show what was saved. The details were written to the log {log}.</source>
      <translation>Une erreur s'est produite dans floorapp : {error}. Les tables montrent ce qui a été enregistré. Les détails ont été écrits dans le fichier journal {log}.</translation>
    </message>
    <message>
      <source>Something went wrong inside floorapp: {error}. The tables show what was saved.</source>
      <translation>Une erreur s'est produite dans floorapp : {error}. Les tables montrent ce qui a été enregistré.</translation>
    </message>
  </context>
  <context>
    <name>Games</name>
    <message>
      <source>A game needs a name, e.g. 1/2 No-limit Hold'em.</source>
      <translation>Une partie a besoin d'un nom, par exemple 1/2 No-limit Hold'em.</translation>
    </message>
    <message>
      <source>A game's name has at most {limit} characters.</source>
      <translation>Le nom d'une partie compte au plus {limit} caractères.</translation>
    </message>
    <message>
      <source>A game called {name} already exists (a closed one can be reopened).</source>
      <translation>Une partie nommée {name} existe déjà (une partie fermée peut être rouverte).</translation>
    </message>
    <message>
      <source>stakes and variant, e.g. 1/2 No-limit Hold'em</source>
      <translation>mises et variante, par exemple 1/2 No-limit Hold'em</translation>
    </message>
    <message>
      <source>Game name</source>
      <translation>Nom de la partie</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <source>The games the room offers: each has its waiting list, and each table belongs to one.</source>
      <translation>Les parties que la salle propose : chacune a sa liste d'attente, et chaque table appartient à l'une d'elles.</translation>
    </message>
    <message>
      <source>No-show</source>
      <translation>Non présenté</translation>
    </message>
    <message>
      <source>Names on the board</source>
      <translation>Noms sur le tableau</translation>
    </message>
    <message>
      <source>Add a game…</source>
      <translation>Ajouter une partie…</translation>
    </message>
    <message>
      <source>Rename…</source>
      <translation>Renommer…</translation>
    </message>
    <message>
      <source>Done</source>
      <translation>Terminé</translation>
    </message>
    <message>
      <source>{game} — tables open: {tables}, names on the list: {names}</source>
      <translation>{game} — tables ouvertes : {tables}, noms sur la liste : {names}</translation>
    </message>
    <message>
      <source>{game} (closed)</source>
      <translation>{game} (fermée)</translation>
    </message>
    <message>
      <source>Close the game</source>
      <translation>Fermer la partie</translation>
    </message>
    <message>
      <source>The list rules of {game}</source>
      <translation>Les règles de la liste de {game}</translation>
    </message>
    <message>
      <source>Reopen the game</source>
      <translation>Rouvrir la partie</translation>
    </message>
    <message>
      <source>Add a game</source>
      <translation>Ajouter une partie</translation>
    </message>
    <message>
      <source>New name for {game}</source>
      <translation>Nouveau nom pour {game}</translation>
    </message>
    <message>
      <source>Game and must-move</source>
      <translation>Partie et table de transfert obligatoire</translation>
    </message>
    <message>
      <source>The game of {table}</source>
      <translation>La partie de {table}</translation>
    </message>
    <message>
      <source>A must-move table, feeding the main table:</source>
      <translation>Une table de transfert obligatoire, qui alimente la table principale :</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Partie</translation>
    </message>
    <message>
      <source>When a seat of the main table opens, the must-move player who has been at this table longest is called to it, and the seat left here goes to the list.</source>
      <translation>Quand une place de la table principale se libère, le joueur en transfert obligatoire assis ici depuis le plus longtemps y est appelé, et la place qu'il laisse ici va à la liste.</translation>
    </message>
    <message>
      <source>Add a game first (Room → Games…).</source>
      <translation>Ajoutez d'abord une partie (Salle → Parties…).</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Recorded under earlier rules: today's rules would deal this hand otherwise.</source>
      <translation>Enregistré selon des règles antérieures : les règles actuelles feraient cette donne autrement.</translation>
    </message>
    <message>
      <source>Recorded under earlier rules; today's rules refuse it: {why}</source>
      <translation>Enregistré selon des règles antérieures ; les règles actuelles le refusent : {why}</translation>
    </message>
    <message>
      <source>History</source>
      <translation>Historique</translation>
    </message>
    <message>
      <source>any</source>
      <translation>toutes</translation>
    </message>
    <message>
      <source>any player</source>
      <translation>tous les joueurs</translation>
    </message>
    <message>
      <source>From</source>
      <translation>Depuis</translation>
    </message>
    <message>
      <source>Until</source>
      <translation>Jusqu'à</translation>
    </message>
    <message>
      <source>Business day</source>
      <translation>Journée de jeu</translation>
    </message>
    <message>
      <source>The day starts at</source>
      <translation>La journée commence à</translation>
    </message>
    <message>
      <source>:00</source>
      <translation> h</translation>
    </message>
    <message>
      <source>The house hour: the room's business day runs from this hour to the same hour the next day.</source>
      <translation>L'heure de la maison : la journée de jeu de la salle va de cette heure à la même heure le lendemain.</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Table</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Place</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Heure</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Événement</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Résultat</translation>
    </message>
    <message>
      <source>Show earlier entries</source>
      <translation>Afficher les entrées précédentes</translation>
    </message>
    <message>
      <source>Export as CSV…</source>
      <translation>Exporter en CSV…</translation>
    </message>
    <message>
      <source>Export as a scenario…</source>
      <translation>Exporter comme scénario…</translation>
    </message>
    <message>
      <source>Move slips…</source>
      <translation>Fiches de déplacement…</translation>
    </message>
    <message>
      <source>The move slips of the break chosen, to read or print again</source>
      <translation>Les fiches de déplacement de la table cassée choisie, à relire ou réimprimer</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Every table</source>
      <translation>Toutes les tables</translation>
    </message>
    <message>
      <source>{name} (closed)</source>
      <translation>{name} (fermée)</translation>
    </message>
    <message>
      <source>List: {game}</source>
      <translation>Liste : {game}</translation>
    </message>
    <message>
      <source>Reading the history…</source>
      <translation>Lecture de l'historique…</translation>
    </message>
    <message>
      <source>to new seats: {moved}; to the top of the list: {listed}</source>
      <translation>vers de nouvelles places : {moved} ; en tête de liste : {listed}</translation>
    </message>
    <message>
      <source>The latest {count} entries that match are shown; Show earlier entries reads more.</source>
      <translation>Les {count} dernières entrées correspondantes sont affichées ; Afficher les entrées précédentes en charge davantage.</translation>
    </message>
    <message>
      <source>{count} entries match.</source>
      <translation>Entrées correspondantes : {count}.</translation>
    </message>
    <message>
      <source>Choose a table to export its history, or a game's list (CSV).</source>
      <translation>Choisissez une table pour exporter son historique, ou la liste d'une partie (CSV).</translation>
    </message>
    <message>
      <source>Exporting…</source>
      <translation>Exportation…</translation>
    </message>
    <message>
      <source>Exporting to {file}…</source>
      <translation>Exportation vers {file}…</translation>
    </message>
    <message>
      <source>Exported to {path}.</source>
      <translation>Exporté vers {path}.</translation>
    </message>
    <message>
      <source>Not exported: {error}</source>
      <translation>Non exporté : {error}</translation>
    </message>
  </context>
  <context>
    <name>House</name>
    <message>
      <source>make-up: {makeup}</source>
      <translation>rattrapage : {makeup}</translation>
    </message>
    <message numerus="yes">
      <source>%n seat(s)</source>
      <translation>
        <numerusform>%n place</numerusform>
        <numerusform>%n places</numerusform>
      </translation>
    </message>
    <message>
      <source>button blind</source>
      <translation>blinde au bouton</translation>
    </message>
    <message>
      <source>entry: double</source>
      <translation>entrée : double</translation>
    </message>
    <message>
      <source>free hand at {n}</source>
      <translation>main gratuite à {n}</translation>
    </message>
    <message>
      <source>Dead button</source>
      <translation>Bouton mort</translation>
    </message>
    <message>
      <source>Moving button</source>
      <translation>Bouton en mouvement</translation>
    </message>
    <message>
      <source>Simplified button</source>
      <translation>Bouton simplifié</translation>
    </message>
    <message>
      <source>limit</source>
      <translation>limit</translation>
    </message>
    <message>
      <source>pot-limit</source>
      <translation>pot-limit</translation>
    </message>
    <message>
      <source>no-limit</source>
      <translation>no-limit</translation>
    </message>
    <message>
      <source>all</source>
      <translation>tout</translation>
    </message>
    <message>
      <source>big blind only</source>
      <translation>grosse blinde seulement</translation>
    </message>
    <message>
      <source>one big blind</source>
      <translation>une grosse blinde</translation>
    </message>
    <message>
      <source>two big blinds (lowball)</source>
      <translation>deux grosses blindes (lowball)</translation>
    </message>
    <message>
      <source>same relative position</source>
      <translation>même position relative</translation>
    </message>
    <message>
      <source>past at most two players</source>
      <translation>en dépassant au plus deux joueurs</translation>
    </message>
    <message>
      <source>no straddle</source>
      <translation>pas de straddle</translation>
    </message>
    <message>
      <source>live straddle</source>
      <translation>straddle vif</translation>
    </message>
    <message>
      <source>live and sleeper straddles</source>
      <translation>straddles vifs et dormants</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Bouton</translation>
    </message>
    <message>
      <source>Blinds</source>
      <translation>Blindes</translation>
    </message>
    <message>
      <source>Small blind on the button</source>
      <translation>Petite blinde sur le bouton</translation>
    </message>
    <message>
      <source>Betting structure</source>
      <translation>Structure des mises</translation>
    </message>
    <message>
      <source>Missed blinds make-up</source>
      <translation>Rattrapage des blindes manquées</translation>
    </message>
    <message>
      <source>New player posts</source>
      <translation>Mise d'un nouveau joueur</translation>
    </message>
    <message>
      <source>Free hand with at most</source>
      <translation>Main gratuite avec au plus</translation>
    </message>
    <message>
      <source>Free seat change</source>
      <translation>Changement de place gratuit</translation>
    </message>
    <message>
      <source>Straddles</source>
      <translation>Straddles</translation>
    </message>
    <message>
      <source>Hold a locked-up seat for</source>
      <translation>Garder une place réservée</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Places</translation>
    </message>
    <message>
      <source>Colours</source>
      <translation>Couleurs</translation>
    </message>
  </context>
  <context>
    <name>Instance</name>
    <message>
      <source>floorapp is already running with the data folder {folder} (process {pid}). Use that window, or start this one with another --data-dir.</source>
      <translation>floorapp est déjà ouvert avec le dossier de données {folder} (processus {pid}). Utilisez cette fenêtre, ou lancez celui-ci avec un autre --data-dir.</translation>
    </message>
    <message>
      <source>floorapp is already running with the data folder {folder}. Use that window, or start this one with another --data-dir.</source>
      <translation>floorapp est déjà ouvert avec le dossier de données {folder}. Utilisez cette fenêtre, ou lancez celui-ci avec un autre --data-dir.</translation>
    </message>
  </context>
  <context>
    <name>Journal</name>
    <message>
      <source>Table opened: {name}</source>
      <translation>Table ouverte : {name}</translation>
    </message>
    <message>
      <source>Table renamed: {name}</source>
      <translation>Table renommée : {name}</translation>
    </message>
    <message>
      <source>Table closed</source>
      <translation>Table fermée</translation>
    </message>
    <message>
      <source>Table reopened</source>
      <translation>Table rouverte</translation>
    </message>
    <message>
      <source>The table's game or must-move changed</source>
      <translation>La partie de la table ou son transfert obligatoire a changé</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Donne</translation>
    </message>
  </context>
  <context>
    <name>List</name>
    <message>
      <source>seat {seat} of {table}</source>
      <translation>place {seat} de {table}</translation>
    </message>
    <message numerus="yes">
      <source>%n min</source>
      <translation>
        <numerusform>%n min</numerusform>
        <numerusform>%n min</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} put on the list</source>
      <translation>{name} inscrit sur la liste</translation>
    </message>
    <message>
      <source>{name} asks for a table change (now at {spot})</source>
      <translation>{name} demande un changement de table (maintenant à la {spot})</translation>
    </message>
    <message>
      <source>{name} taken off the list</source>
      <translation>{name} retiré de la liste</translation>
    </message>
    <message>
      <source>{old} written as {name}</source>
      <translation>{old} corrigé en {name}</translation>
    </message>
    <message>
      <source>Note beside {name} changed</source>
      <translation>Note à côté de {name} modifiée</translation>
    </message>
    <message>
      <source>{name} moved to place {place}</source>
      <translation>{name} passe au rang {place}</translation>
    </message>
    <message>
      <source>{name} called to {spot}</source>
      <translation>{name} appelé à la {spot}</translation>
    </message>
    <message>
      <source>{name} (must-move) called to {spot}</source>
      <translation>{name} (transfert obligatoire) appelé à la {spot}</translation>
    </message>
    <message>
      <source>Call of {name} cancelled</source>
      <translation>Appel de {name} annulé</translation>
    </message>
    <message>
      <source>{name} did not come: off the list</source>
      <translation>{name} n'est pas venu : retiré de la liste</translation>
    </message>
    <message>
      <source>{name} did not come: to the bottom of the list</source>
      <translation>{name} n'est pas venu : en bas de la liste</translation>
    </message>
    <message>
      <source>{name} seated at {spot} ({choice})</source>
      <translation>{name} installé à la {spot} ({choice})</translation>
    </message>
    <message>
      <source>{table} broken up</source>
      <translation>{table} cassée</translation>
    </message>
    <message>
      <source>Game {game} added</source>
      <translation>Partie {game} ajoutée</translation>
    </message>
    <message>
      <source>Game renamed {game}</source>
      <translation>Partie renommée {game}</translation>
    </message>
    <message>
      <source>List rules changed: {rules}</source>
      <translation>Règles de la liste modifiées : {rules}</translation>
    </message>
    <message>
      <source>Game closed (no longer offered)</source>
      <translation>Partie fermée (plus proposée)</translation>
    </message>
    <message>
      <source>Game offered again</source>
      <translation>Partie proposée à nouveau</translation>
    </message>
    <message>
      <source>Undone: {action}</source>
      <translation>Annulé : {action}</translation>
    </message>
    <message>
      <source>Redone: {action}</source>
      <translation>Rétabli : {action}</translation>
    </message>
    <message>
      <source>A no-show goes to the bottom of the list</source>
      <translation>Un joueur non présenté va en bas de la liste</translation>
    </message>
    <message>
      <source>A no-show is taken off the list</source>
      <translation>Un joueur non présenté est retiré de la liste</translation>
    </message>
    <message>
      <source>The board shows full names</source>
      <translation>Le tableau montre les noms complets</translation>
    </message>
    <message>
      <source>The board shows first names and initials (Ann B.)</source>
      <translation>Le tableau montre prénoms et initiales (Ann B.)</translation>
    </message>
    <message>
      <source>The board shows initials only (A. B.)</source>
      <translation>Le tableau ne montre que les initiales (A. B.)</translation>
    </message>
    <message>
      <source>list</source>
      <translation>liste</translation>
    </message>
    <message>
      <source>table change</source>
      <translation>changement de table</translation>
    </message>
    <message>
      <source>must-move</source>
      <translation>transfert obligatoire</translation>
    </message>
    <message>
      <source>to the top of the list</source>
      <translation>en tête de liste</translation>
    </message>
    <message>
      <source>{table}, seat {seat}</source>
      <translation>{table}, place {seat}</translation>
    </message>
    <message>
      <source>Table of the game {game}</source>
      <translation>Table de la partie {game}</translation>
    </message>
    <message>
      <source>Must-move table of the game {game}, feeding {table}</source>
      <translation>Table de transfert obligatoire de la partie {game}, qui alimente {table}</translation>
    </message>
  </context>
  <context>
    <name>ListDialog</name>
    <message>
      <source>Player's name</source>
      <translation>Nom du joueur</translation>
    </message>
    <message>
      <source>optional: a phone number, "back at 9"</source>
      <translation>facultatif : un numéro de téléphone, « de retour à 21 h »</translation>
    </message>
    <message>
      <source>Phone or note</source>
      <translation>Téléphone ou note</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>Table change</source>
      <translation>Changement de table</translation>
    </message>
    <message>
      <source>{name} ({where}) asks for a table change to:</source>
      <translation>{name} ({where}) demande un changement de table vers :</translation>
    </message>
    <message>
      <source>{game} (another table of this game)</source>
      <translation>{game} (une autre table de cette partie)</translation>
    </message>
    <message>
      <source>A table change is offered an open seat of that game before the names of the list (F-36); the player keeps this seat until called.</source>
      <translation>Un changement de table se voit proposer une place libre de cette partie avant les noms de la liste (F-36) ; le joueur garde cette place jusqu'à son appel.</translation>
    </message>
    <message>
      <source>Export the list history as CSV</source>
      <translation>Exporter l'historique de la liste en CSV</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Fichiers CSV (*.csv)</translation>
    </message>
  </context>
  <context>
    <name>ListFloor</name>
    <message>
      <source>{table} is a must-move table of {game}, feeding {main}.</source>
      <translation>{table} est une table de transfert obligatoire de {game}, qui alimente {main}.</translation>
    </message>
    <message>
      <source>{table} is a table of {game}.</source>
      <translation>{table} est une table de {game}.</translation>
    </message>
    <message>
      <source>Table change…</source>
      <translation>Changement de table…</translation>
    </message>
    <message>
      <source>{name} is on this game's list already, as a table change.</source>
      <translation>{name} est déjà sur la liste de cette partie, comme changement de table.</translation>
    </message>
    <message>
      <source>{name} asks for a table change to {game}: offered the next open seat there before the list.</source>
      <translation>{name} demande un changement de table vers {game} : la prochaine place libre y sera proposée avant la liste.</translation>
    </message>
    <message>
      <source>No table has been broken up (or every break was undone).</source>
      <translation>Aucune table n'a été cassée (ou chaque table cassée a été annulée).</translation>
    </message>
  </context>
  <context>
    <name>ListPanel</name>
    <message>
      <source>Add…</source>
      <translation>Ajouter…</translation>
    </message>
    <message>
      <source>Put a name on the list</source>
      <translation>Inscrire un nom sur la liste</translation>
    </message>
    <message>
      <source>Edit…</source>
      <translation>Modifier…</translation>
    </message>
    <message>
      <source>Correct the name chosen or its note</source>
      <translation>Corriger le nom choisi ou sa note</translation>
    </message>
    <message>
      <source>Remove…</source>
      <translation>Retirer…</translation>
    </message>
    <message>
      <source>Take the name chosen off the list</source>
      <translation>Retirer le nom choisi de la liste</translation>
    </message>
    <message>
      <source>Seat…</source>
      <translation>Placer…</translation>
    </message>
    <message>
      <source>Call or seat the name chosen: then tap the seat</source>
      <translation>Appeler ou installer le nom choisi : touchez ensuite la place</translation>
    </message>
    <message>
      <source>Move the name chosen up</source>
      <translation>Monter le nom choisi</translation>
    </message>
    <message>
      <source>Move the name chosen down</source>
      <translation>Descendre le nom choisi</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Take back the list's latest action (Ctrl+Z undoes the table's)</source>
      <translation>Annuler la dernière action de la liste (Ctrl+Z annule celle de la table)</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Rétablir</translation>
    </message>
    <message>
      <source>Put back the list action taken back last</source>
      <translation>Rétablir la dernière action de la liste annulée</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Liste</translation>
    </message>
    <message>
      <source>List: {game}</source>
      <translation>Liste : {game}</translation>
    </message>
    <message>
      <source>Interest list: {game} (no table open)</source>
      <translation>Liste des intéressés : {game} (aucune table ouverte)</translation>
    </message>
    <message>
      <source>No table on screen</source>
      <translation>Aucune table à l'écran</translation>
    </message>
    <message>
      <source>Called ({count})</source>
      <translation>Appelés ({count})</translation>
    </message>
    <message>
      <source>Table changes ({count}): first for a seat</source>
      <translation>Changements de table ({count}) : les premiers pour une place</translation>
    </message>
    <message>
      <source>Interest list ({count})</source>
      <translation>Liste des intéressés ({count})</translation>
    </message>
    <message>
      <source>Waiting ({count})</source>
      <translation>En attente ({count})</translation>
    </message>
    <message>
      <source>Nobody waits for {game}.</source>
      <translation>Personne n'attend pour {game}.</translation>
    </message>
    <message>
      <source>{name} → {spot}</source>
      <translation>{name} → {spot}</translation>
    </message>
    <message>
      <source>called {minutes} ago</source>
      <translation>appelé il y a {minutes}</translation>
    </message>
    <message>
      <source>now at {spot} · asked {minutes} ago</source>
      <translation>maintenant à la {spot} · demandé il y a {minutes}</translation>
    </message>
    <message>
      <source>from a broken table · waiting {minutes}</source>
      <translation>d'une table cassée · attend depuis {minutes}</translation>
    </message>
    <message>
      <source>waiting {minutes}</source>
      <translation>attend depuis {minutes}</translation>
    </message>
    <message>
      <source>A name on the list of {game}</source>
      <translation>Un nom sur la liste de {game}</translation>
    </message>
    <message>
      <source>Correct {name}</source>
      <translation>Corriger {name}</translation>
    </message>
    <message>
      <source>Take {name} off the list of {game}?</source>
      <translation>Retirer {name} de la liste de {game} ?</translation>
    </message>
    <message>
      <source>Take {name} off the list of {game}? The seat called for stays locked up for the next name.</source>
      <translation>Retirer {name} de la liste de {game} ? La place pour laquelle il a été appelé reste une place réservée pour le nom suivant.</translation>
    </message>
    <message>
      <source>Take off the list</source>
      <translation>Retirer de la liste</translation>
    </message>
  </context>
  <context>
    <name>ListRefusal</name>
    <message>
      <source>A player's name is 1 to {limit} characters long, on one line.</source>
      <translation>Le nom d'un joueur compte de 1 à {limit} caractères, sur une ligne.</translation>
    </message>
    <message>
      <source>A note is at most {limit} characters, on one line.</source>
      <translation>Une note compte au plus {limit} caractères, sur une ligne.</translation>
    </message>
    <message>
      <source>That name is no longer on the list.</source>
      <translation>Ce nom n'est plus sur la liste.</translation>
    </message>
    <message>
      <source>{name} has been called to a seat already.</source>
      <translation>{name} a déjà été appelé à une place.</translation>
    </message>
    <message>
      <source>{name} has not been called to a seat.</source>
      <translation>{name} n'a été appelé à aucune place.</translation>
    </message>
    <message>
      <source>{name} was called to seat {seat} of {table}.</source>
      <translation>{name} a été appelé à la place {seat} de {table}.</translation>
    </message>
    <message>
      <source>Seat {seat} of {table} is held for {name}, who was called to it: seat {name} there, or cancel the call first.</source>
      <translation>La place {seat} de {table} est tenue pour {name}, qui y a été appelé : installez {name} à cette place, ou annulez d'abord l'appel.</translation>
    </message>
    <message>
      <source>{name} is already at place {place}.</source>
      <translation>{name} est déjà au rang {place}.</translation>
    </message>
    <message>
      <source>{name} cannot go to place {place}: table changes stay before the list.</source>
      <translation>{name} ne peut pas passer au rang {place} : les changements de table restent avant la liste.</translation>
    </message>
    <message>
      <source>{name} is away from seat {seat} of {table}: {name} moves once back there.</source>
      <translation>{name} est absent de la place {seat} de {table} : {name} change de table une fois revenu.</translation>
    </message>
    <message>
      <source>{table} has moved on since (an action was taken there after it): undo there first.</source>
      <translation>{table} a avancé depuis (une action y a été faite après) : annulez d'abord là-bas.</translation>
    </message>
    <message>
      <source>{name} has changed on the list since: this can no longer be undone or redone.</source>
      <translation>{name} a changé sur la liste depuis : ceci ne peut plus être annulé ni rétabli.</translation>
    </message>
    <message>
      <source>The list of {game} changed on another screen: it now shows the latest; nothing was done here.</source>
      <translation>La liste de {game} a changé sur un autre écran : elle montre maintenant la dernière version ; rien n'a été fait ici.</translation>
    </message>
    <message>
      <source>{table} is a table of {table_game}; this name is on the list of {game}.</source>
      <translation>{table} est une table de {table_game} ; ce nom est sur la liste de {game}.</translation>
    </message>
    <message>
      <source>{table} belongs to no game: it has no list.</source>
      <translation>{table} n'appartient à aucune partie : elle n'a pas de liste d'attente.</translation>
    </message>
    <message>
      <source>Drop the name on a seat.</source>
      <translation>Déposez le nom sur une place.</translation>
    </message>
  </context>
  <context>
    <name>Log</name>
    <message>
      <source>Time</source>
      <translation>Heure</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Événement</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Résultat</translation>
    </message>
    <message>
      <source>Log of events and deals</source>
      <translation>Journal des événements et des donnes</translation>
    </message>
    <message>
      <source>Refused: {text}</source>
      <translation>Refusé : {text}</translation>
    </message>
    <message>
      <source>Undone: {text}</source>
      <translation>Annulé : {text}</translation>
    </message>
    <message>
      <source>Redone: {text}</source>
      <translation>Rétabli : {text}</translation>
    </message>
    <message>
      <source>Not saved: {text}</source>
      <translation>Non enregistré : {text}</translation>
    </message>
    <message>
      <source>Saving cut off: {text}</source>
      <translation>Enregistrement interrompu : {text}</translation>
    </message>
    <message>
      <source>At the new amounts: {debts}</source>
      <translation>Aux nouveaux montants : {debts}</translation>
    </message>
    <message>
      <source>Button {seat}</source>
      <translation>Bouton {seat}</translation>
    </message>
    <message>
      <source>Dead button {seat}</source>
      <translation>Bouton mort {seat}</translation>
    </message>
    <message>
      <source>Dead SB {seat}</source>
      <translation>SB morte {seat}</translation>
    </message>
    <message>
      <source>{blind} {seat}</source>
      <translation>{blind} {seat}</translation>
    </message>
    <message numerus="yes">
      <source>%n dealt in</source>
      <translation>
        <numerusform>%n servi</numerusform>
        <numerusform>%n servis</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>LongWork</name>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>This window is now on the room {room}.</source>
      <translation>Cette fenêtre est maintenant sur la salle {room}.</translation>
    </message>
    <message>
      <source>Demo table</source>
      <translation>Table de démonstration</translation>
    </message>
    <message>
      <source>The settings file could not be read: it was kept as {path} and the default house rules are used.</source>
      <translation>Le fichier de paramètres n'a pas pu être lu : il a été conservé sous {path} et les règles maison par défaut sont utilisées.</translation>
    </message>
    <message>
      <source>This room was chosen in Settings → Room, and is kept in {file}.</source>
      <translation>Cette salle a été choisie dans Paramètres → Salle, et elle est enregistrée dans {file}.</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Main suivante</translation>
    </message>
    <message>
      <source>The dealer reads out</source>
      <translation>Le croupier annonce</translation>
    </message>
    <message>
      <source>Misdeal: deal again</source>
      <translation>Fausse donne : redistribuer</translation>
    </message>
    <message>
      <source>Correct positions…</source>
      <translation>Corriger les positions…</translation>
    </message>
    <message>
      <source>House rules…</source>
      <translation>Règles maison…</translation>
    </message>
    <message>
      <source>House rules for the tables you add</source>
      <translation>Règles maison des tables que vous ajoutez</translation>
    </message>
    <message>
      <source>Light colours</source>
      <translation>Couleurs claires</translation>
    </message>
    <message>
      <source>Touch screen mode</source>
      <translation>Mode écran tactile</translation>
    </message>
    <message>
      <source>Room…</source>
      <translation>Salle…</translation>
    </message>
    <message>
      <source>Restore from a backup…</source>
      <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
      <source>Backups…</source>
      <translation>Sauvegardes…</translation>
    </message>
    <message>
      <source>Add a table…</source>
      <translation>Ajouter une table…</translation>
    </message>
    <message>
      <source>Rename this table…</source>
      <translation>Renommer cette table…</translation>
    </message>
    <message>
      <source>Close this table…</source>
      <translation>Fermer cette table…</translation>
    </message>
    <message>
      <source>Add the demo table</source>
      <translation>Ajouter la table de démonstration</translation>
    </message>
    <message>
      <source>Import a scenario as a new table…</source>
      <translation>Importer un scénario comme nouvelle table…</translation>
    </message>
    <message>
      <source>History…</source>
      <translation>Historique…</translation>
    </message>
    <message>
      <source>Games…</source>
      <translation>Parties…</translation>
    </message>
    <message>
      <source>Game and must-move…</source>
      <translation>Partie et transfert obligatoire…</translation>
    </message>
    <message>
      <source>Break this table…</source>
      <translation>Casser cette table…</translation>
    </message>
    <message>
      <source>Move slips of the last break…</source>
      <translation>Fiches de déplacement de la dernière table cassée…</translation>
    </message>
    <message>
      <source>Room overview</source>
      <translation>Vue de la salle</translation>
    </message>
    <message>
      <source>Tournament floor…</source>
      <translation>Direction du tournoi…</translation>
    </message>
    <message>
      <source>Next tab</source>
      <translation>Onglet suivant</translation>
    </message>
    <message>
      <source>Previous tab</source>
      <translation>Onglet précédent</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Quitter</translation>
    </message>
    <message>
      <source>Actions for the focused seat</source>
      <translation>Actions pour la place sélectionnée</translation>
    </message>
    <message>
      <source>Rulebook</source>
      <translation>Règlement</translation>
    </message>
    <message>
      <source>Manual</source>
      <translation>Manuel</translation>
    </message>
    <message>
      <source>Compare house rules…</source>
      <translation>Comparer des règles maison…</translation>
    </message>
    <message>
      <source>Which room this PC opens: its own room file or a shared room on a PostgreSQL server</source>
      <translation>La salle qu'ouvre ce PC : son propre fichier de salle ou une salle partagée sur un serveur PostgreSQL</translation>
    </message>
    <message>
      <source>The games the room offers, each with its waiting list and list rules</source>
      <translation>Les parties que la salle propose, chacune avec sa liste d'attente et ses règles de liste</translation>
    </message>
    <message>
      <source>Every rule by its id; F1 on a read-out line opens its rule</source>
      <translation>Chaque règle par son identifiant ; F1 sur une ligne de l'annonce ouvre sa règle</translation>
    </message>
    <message>
      <source>How to use floorapp on the floor: the table, the room, the list, training</source>
      <translation>Utiliser floorapp en salle : la table, la salle, la liste d'attente, la formation</translation>
    </message>
    <message>
      <source>&amp;Table</source>
      <translation>&amp;Table</translation>
    </message>
    <message>
      <source>Reopen a closed table</source>
      <translation>Rouvrir une table fermée</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Édition</translation>
    </message>
    <message>
      <source>&amp;Room</source>
      <translation>&amp;Salle</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Paramètres</translation>
    </message>
    <message>
      <source>Dealer training…</source>
      <translation>Formation des croupiers…</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Langue</translation>
    </message>
    <message>
      <source>Trai&amp;ning</source>
      <translation>&amp;Formation</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <source>Top bar</source>
      <translation>Barre du haut</translation>
    </message>
    <message>
      <source>Room</source>
      <translation>Salle</translation>
    </message>
    <message>
      <source>Every table at a glance (F9)</source>
      <translation>Toutes les tables d'un coup d'œil (F9)</translation>
    </message>
    <message>
      <source>Read-out</source>
      <translation>Annonces</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Journal</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Liste</translation>
    </message>
    <message>
      <source>floorapp — Room</source>
      <translation>floorapp — Salle</translation>
    </message>
    <message>
      <source>floorapp — {table}</source>
      <translation>floorapp — {table}</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Table</translation>
    </message>
    <message>
      <source>Table {number}</source>
      <translation>Table {number}</translation>
    </message>
    <message>
      <source>Importing {file}…</source>
      <translation>Importation de {file}…</translation>
    </message>
    <message>
      <source>Close the table</source>
      <translation>Fermer la table</translation>
    </message>
    <message>
      <source>Close the table {name}? Its history is kept, and it can be reopened from the Table menu.</source>
      <translation>Fermer la table {name} ? Son historique est conservé, et elle peut être rouverte depuis le menu Table.</translation>
    </message>
    <message>
      <source>No closed table</source>
      <translation>Aucune table fermée</translation>
    </message>
    <message>
      <source>No hand dealt yet: press Next hand.</source>
      <translation>Aucune main distribuée pour l'instant : appuyez sur Main suivante.</translation>
    </message>
    <message>
      <source>Not allowed: {reason}</source>
      <translation>Non autorisé : {reason}</translation>
    </message>
    <message>
      <source>Moving {name} from seat {seat}: click the new seat (Esc cancels).</source>
      <translation>Déplacement de {name} depuis la place {seat} : cliquez sur la nouvelle place (Esc pour annuler).</translation>
    </message>
    <message>
      <source>Move {name} to seat {seat}</source>
      <translation>Déplacer {name} à la place {seat}</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Rétablir</translation>
    </message>
    <message>
      <source>System</source>
      <translation>Système</translation>
    </message>
    <message>
      <source>I have read this</source>
      <translation>J'ai lu</translation>
    </message>
    <message>
      <source>The room was not changed: the settings could not be saved ({error}).</source>
      <translation>La salle n'a pas été changée : les paramètres n'ont pas pu être enregistrés ({error}).</translation>
    </message>
    <message>
      <source>Room kept in Settings for the starts without --room or FLOORAPP_ROOM; this window stays on its room.</source>
      <translation>Salle enregistrée dans les paramètres pour les démarrages sans --room ni FLOORAPP_ROOM ; cette fenêtre reste sur sa salle.</translation>
    </message>
    <message>
      <source>Placing {name} from the list: tap an open seat (Esc cancels).</source>
      <translation>Placement de {name} depuis la liste : touchez une place libre (Esc pour annuler).</translation>
    </message>
  </context>
  <context>
    <name>Manual</name>
    <message>
      <source>Manual</source>
      <translation>Manuel</translation>
    </message>
    <message>
      <source>Find words in the manual</source>
      <translation>Chercher des mots dans le manuel</translation>
    </message>
    <message>
      <source>Find in the manual</source>
      <translation>Chercher dans le manuel</translation>
    </message>
    <message>
      <source>Find next</source>
      <translation>Suivant</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>The manual</source>
      <translation>Le manuel</translation>
    </message>
    <message>
      <source>The manual is missing from this installation: {why}</source>
      <translation>Le manuel manque dans cette installation : {why}</translation>
    </message>
    <message>
      <source>“{text}” is not in the manual.</source>
      <translation>« {text} » ne figure pas dans le manuel.</translation>
    </message>
  </context>
  <context>
    <name>Missed</name>
    <message>
      <source>missed small blind</source>
      <translation>petite blinde manquée</translation>
    </message>
    <message>
      <source>missed big blind</source>
      <translation>grosse blinde manquée</translation>
    </message>
    <message>
      <source>missed both blinds</source>
      <translation>deux blindes manquées</translation>
    </message>
  </context>
  <context>
    <name>Move</name>
    <message>
      <source>one hand</source>
      <translation>une main</translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s)</source>
      <translation>
        <numerusform>%n main</numerusform>
        <numerusform>%n mains</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} plays at once in seat {seat}, without posting.</source>
      <translation>{name} joue tout de suite à la place {seat}, sans payer.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind, {distance} further from the big blind: {name} posts {amount} behind the button once it has passed, or waits for the big blind.</source>
      <translation>La place {seat} est entre le bouton et la petite blinde, {distance} plus loin de la grosse blinde : {name} paie {amount} derrière le bouton une fois qu'il est passé, ou attend la grosse blinde.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind, {distance} further from the big blind: {name} posts {amount} behind the button once it has passed, or waits {distance} and for the button, and then plays free.</source>
      <translation>La place {seat} est entre le bouton et la petite blinde, {distance} plus loin de la grosse blinde : {name} paie {amount} derrière le bouton une fois qu'il est passé, ou attend {distance} et le passage du bouton, puis joue sans payer.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind: {name} waits until the button has passed.</source>
      <translation>La place {seat} est entre le bouton et la petite blinde : {name} attend que le bouton soit passé.</translation>
    </message>
    <message>
      <source>{name} dealt off the button: in seat {seat}, {name} comes back in behind the button without posting.</source>
      <translation>{name} a changé de place après sa main au bouton : à la place {seat}, {name} revient derrière le bouton sans payer.</translation>
    </message>
    <message>
      <source>Seat {seat} is {distance} further from the big blind: {name} posts {amount} to play at once, or waits for the big blind.</source>
      <translation>La place {seat} est {distance} plus loin de la grosse blinde : {name} paie {amount} pour jouer tout de suite, ou attend la grosse blinde.</translation>
    </message>
    <message>
      <source>Seat {seat} is {distance} further from the big blind: {name} posts {amount} to play at once, or waits {distance} and then plays free.</source>
      <translation>La place {seat} est {distance} plus loin de la grosse blinde : {name} paie {amount} pour jouer tout de suite, ou attend {distance} puis joue sans payer.</translation>
    </message>
    <message>
      <source>Move to seat {seat}</source>
      <translation>Aller à la place {seat}</translation>
    </message>
    <message>
      <source>Post {amount} behind the button</source>
      <translation>Payer {amount} derrière le bouton</translation>
    </message>
    <message>
      <source>Post {amount} and play now</source>
      <translation>Payer {amount} et jouer maintenant</translation>
    </message>
    <message>
      <source>Wait, then play free</source>
      <translation>Attendre, puis jouer sans payer</translation>
    </message>
    <message>
      <source>plays at once</source>
      <translation>joue tout de suite</translation>
    </message>
  </context>
  <context>
    <name>NewEvent</name>
    <message>
      <source>The event needs a name.</source>
      <translation>Le tournoi doit avoir un nom.</translation>
    </message>
    <message>
      <source>An event needs at least two entrants, one name a line.</source>
      <translation>Un tournoi demande au moins deux inscrits, un nom par ligne.</translation>
    </message>
    <message>
      <source>Two entrants have the same name: tell them apart.</source>
      <translation>Deux inscrits ont le même nom : distinguez-les.</translation>
    </message>
    <message>
      <source>{entrants} entrants do not fit {tables} tables of {seats} seats.</source>
      <translation>{entrants} inscrits ne tiennent pas à {tables} tables de {seats} places.</translation>
    </message>
    <message>
      <source>New event</source>
      <translation>Nouveau tournoi</translation>
    </message>
    <message>
      <source>One stage a line: "100/200 20" (blinds, minutes), "200/400 ante 50 20", "200/400 bb-ante 400 20", "break 10 Colour-up".</source>
      <translation>Une étape par ligne : « 100/200 20 » (blindes, minutes), « 200/400 ante 50 20 », « 200/400 bb-ante 400 20 », « break 10 Color-up » (pause, minutes, nom).</translation>
    </message>
    <message>
      <source>until the floor closes it</source>
      <translation>jusqu'à fermeture à la main</translation>
    </message>
    <message>
      <source>One name a line</source>
      <translation>Un nom par ligne</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Tables</translation>
    </message>
    <message>
      <source>Seats a table</source>
      <translation>Places par table</translation>
    </message>
    <message>
      <source>Entrants</source>
      <translation>Inscrits</translation>
    </message>
    <message>
      <source>Structure</source>
      <translation>Structure</translation>
    </message>
    <message>
      <source>Late registration to level</source>
      <translation>Inscriptions tardives jusqu'au niveau</translation>
    </message>
    <message>
      <source>Tournament floor</source>
      <translation>Direction du tournoi</translation>
    </message>
    <message>
      <source>The room's events cannot be read or written: {why}</source>
      <translation>Les tournois de la salle ne peuvent être ni lus ni écrits : {why}</translation>
    </message>
    <message>
      <source>Line {line} of the structure is not a level ("100/200 20", "200/400 bb-ante 400 20") or a break ("break 10"): {text}</source>
      <translation>La ligne {line} de la structure n'est ni un niveau (« 100/200 20 », « 200/400 bb-ante 400 20 ») ni une pause (« break 10 ») : {text}</translation>
    </message>
    <message>
      <source>The structure cannot be run: it needs at least one level, starts and ends with a level, and each stage lasts 1 minute to 24 hours.</source>
      <translation>La structure ne peut pas être déroulée : il lui faut au moins un niveau, elle commence et finit par un niveau, et chaque étape dure de 1 minute à 24 heures.</translation>
    </message>
  </context>
  <context>
    <name>Offer</name>
    <message>
      <source>Seat {seat}: time is up for {name}. {name} did not come: no-show, off the list.</source>
      <translation>Place {seat} : le temps de {name} est écoulé. {name} n'est pas venu : non présenté, retiré de la liste.</translation>
    </message>
    <message>
      <source>Seat {seat}: time is up for {name}. {name} did not come: no-show, to the bottom of the list.</source>
      <translation>Place {seat} : le temps de {name} est écoulé. {name} n'est pas venu : non présenté, en bas de la liste.</translation>
    </message>
    <message>
      <source>Seat {seat} {player}: the button passed before any post (R-65): pick up {player} and call {name}</source>
      <translation>Place {seat} {player} : le bouton est passé avant toute mise (R-65) : retirer {player} et appeler {name}</translation>
    </message>
    <message>
      <source>Seat {seat} is open: {offered}</source>
      <translation>La place {seat} est libre : {offered}</translation>
    </message>
    <message>
      <source>move {name} from {table}</source>
      <translation>faire venir {name} de {table}</translation>
    </message>
    <message>
      <source>move {name} from {table} (there {minutes} min)</source>
      <translation>faire venir {name} de {table} (là-bas depuis {minutes} min)</translation>
    </message>
    <message>
      <source>{name}'s table change ({table}, seat {seat})</source>
      <translation>changement de table de {name} ({table}, place {seat})</translation>
    </message>
    <message>
      <source>{name}'s table change</source>
      <translation>changement de table de {name}</translation>
    </message>
    <message>
      <source>call {name} (next on {game})</source>
      <translation>appeler {name} (suivant sur la liste de {game})</translation>
    </message>
    <message>
      <source>No-show</source>
      <translation>Non présenté</translation>
    </message>
    <message>
      <source>Pick up</source>
      <translation>Retirer</translation>
    </message>
    <message>
      <source>Call</source>
      <translation>Appeler</translation>
    </message>
    <message>
      <source>Pick up {player}</source>
      <translation>Retirer {player}</translation>
    </message>
    <message>
      <source>Call {name}</source>
      <translation>Appeler {name}</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>The last action here is still being saved: look at the table again, then press again.</source>
      <translation>La dernière action faite ici est encore en cours d'enregistrement : regardez à nouveau la table, puis appuyez encore.</translation>
    </message>
    <message>
      <source>This table or list is no longer in the room.</source>
      <translation>Cette table ou cette liste n'est plus dans la salle.</translation>
    </message>
    <message>
      <source>Hand {hand} was just dealt on another screen.</source>
      <translation>La main {hand} vient d'être distribuée sur un autre écran.</translation>
    </message>
    <message>
      <source>Just changed on another screen: {changes}.</source>
      <translation>Vient de changer sur un autre écran : {changes}.</translation>
    </message>
    <message>
      <source>{what} Nothing was done here: press again if you still mean it.</source>
      <translation>{what} Rien n'a été fait ici : appuyez encore si c'est bien ce que vous voulez.</translation>
    </message>
  </context>
  <context>
    <name>Panel</name>
    <message>
      <source>What the dealer reads out</source>
      <translation>Ce que le croupier annonce</translation>
    </message>
  </context>
  <context>
    <name>Post</name>
    <message>
      <source>small blind</source>
      <translation>petite blinde</translation>
    </message>
    <message>
      <source>big blind</source>
      <translation>grosse blinde</translation>
    </message>
    <message>
      <source>third blind</source>
      <translation>troisième blinde</translation>
    </message>
    <message>
      <source>middle blind</source>
      <translation>blinde du milieu</translation>
    </message>
    <message>
      <source>small blind on the button</source>
      <translation>petite blinde sur le bouton</translation>
    </message>
    <message>
      <source>second big blind</source>
      <translation>deuxième grosse blinde</translation>
    </message>
    <message>
      <source>second small blind</source>
      <translation>deuxième petite blinde</translation>
    </message>
    <message>
      <source>entry post</source>
      <translation>mise d'entrée</translation>
    </message>
    <message>
      <source>makes up missed blinds</source>
      <translation>rattrape les blindes manquées</translation>
    </message>
    <message>
      <source>posts to play after a move</source>
      <translation>paie pour jouer après un changement de place</translation>
    </message>
    <message>
      <source>live straddle</source>
      <translation>straddle vif</translation>
    </message>
    <message>
      <source>sleeper straddle</source>
      <translation>straddle dormant</translation>
    </message>
  </context>
  <context>
    <name>Puck</name>
    <message>
      <source>DEAD</source>
      <translation>MORT</translation>
    </message>
    <message>
      <source>D</source>
      <translation>D</translation>
    </message>
    <message>
      <source>SB</source>
      <translation>SB</translation>
    </message>
    <message>
      <source>BB</source>
      <translation>BB</translation>
    </message>
    <message>
      <source>BOTH</source>
      <translation>LES 2</translation>
    </message>
    <message>
      <source>MISSED</source>
      <translation>MANQ.</translation>
    </message>
    <message>
      <source>LOCK</source>
      <translation>RÉSER-</translation>
    </message>
    <message>
      <source>UP</source>
      <translation>VÉE</translation>
    </message>
    <message>
      <source>3B</source>
      <translation>3B</translation>
    </message>
    <message>
      <source>POST</source>
      <translation>MISE</translation>
    </message>
    <message>
      <source>{minutes}/{limit}</source>
      <translation>{minutes}/{limit}</translation>
    </message>
    <message>
      <source>STR</source>
      <translation>STR</translation>
    </message>
    <message>
      <source>2BB</source>
      <translation>2BB</translation>
    </message>
    <message>
      <source>{live}+{dead}</source>
      <translation>{live}+{dead}</translation>
    </message>
    <message>
      <source>2nd BB</source>
      <translation>2e BB</translation>
    </message>
    <message>
      <source>2nd SB</source>
      <translation>2e SB</translation>
    </message>
    <message>
      <source>dead button</source>
      <translation>bouton mort</translation>
    </message>
    <message>
      <source>dealer button</source>
      <translation>bouton</translation>
    </message>
    <message>
      <source>lock-up button</source>
      <translation>bouton de place réservée</translation>
    </message>
    <message>
      <source>dead small blind</source>
      <translation>petite blinde morte</translation>
    </message>
    <message>
      <source>second big blind {amount}</source>
      <translation>deuxième grosse blinde {amount}</translation>
    </message>
    <message>
      <source>small blind {amount}</source>
      <translation>petite blinde {amount}</translation>
    </message>
    <message>
      <source>big blind {amount}</source>
      <translation>grosse blinde {amount}</translation>
    </message>
    <message>
      <source>third blind {amount}</source>
      <translation>troisième blinde {amount}</translation>
    </message>
    <message>
      <source>straddle {amount}</source>
      <translation>straddle {amount}</translation>
    </message>
    <message>
      <source>posts {amount}</source>
      <translation>paie {amount}</translation>
    </message>
    <message>
      <source>lock-up button for {name}</source>
      <translation>bouton de place réservée pour {name}</translation>
    </message>
  </context>
  <context>
    <name>Readout</name>
    <message>
      <source>Button on {who}</source>
      <translation>Bouton sur {who}</translation>
    </message>
    <message>
      <source>Button dead on seat {seat}</source>
      <translation>Bouton mort sur la place {seat}</translation>
    </message>
    <message>
      <source>Small blind dead on seat {seat}</source>
      <translation>Petite blinde morte sur la place {seat}</translation>
    </message>
    <message>
      <source>{who}: {blind} {amount}</source>
      <translation>{who} : {blind} {amount}</translation>
    </message>
    <message>
      <source>{who}: {straddle} {amount}</source>
      <translation>{who} : {straddle} {amount}</translation>
    </message>
    <message>
      <source>{who}: {total} {amounts}, {why}</source>
      <translation>{who} : {total} {amounts}, {why}</translation>
    </message>
    <message>
      <source>{who} {why}</source>
      <translation>{who} {why}</translation>
    </message>
    <message>
      <source>{who} gets a missed-blind button: {missed}</source>
      <translation>{who} reçoit un bouton de blinde manquée : {missed}</translation>
    </message>
    <message>
      <source>{who}: the button passed before any post: pick up and give the seat to the next player on the list; with nobody waiting, the missed-blind button stays and the player is marked away</source>
      <translation>{who} : le bouton est passé avant toute mise : retirer le joueur et donner la place au joueur suivant de la liste d'attente ; si personne n'attend, le bouton de blinde manquée reste et le joueur est marqué absent</translation>
    </message>
    <message>
      <source>First to act: {who}</source>
      <translation>Premier à parler : {who}</translation>
    </message>
    <message numerus="yes">
      <source>Dealt in: %n (seats {seats})</source>
      <translation>
        <numerusform>Servi : %n (place {seats})</numerusform>
        <numerusform>Servis : %n (places {seats})</numerusform>
      </translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind and acts first</source>
      <translation>Heads-up : le bouton paie la petite blinde et parle en premier</translation>
    </message>
    <message>
      <source>Misdeal: same positions and posts again</source>
      <translation>Fausse donne : mêmes positions et mêmes mises</translation>
    </message>
    <message>
      <source>Every missed blind is forgiven: fewer than two players owe nothing</source>
      <translation>Toutes les blindes manquées sont effacées : moins de deux joueurs sont sans dette</translation>
    </message>
    <message>
      <source>Positions corrected: button on seat {button}, blinds on seats {blinds}. The next hand moves on from here.</source>
      <translation>Positions corrigées : bouton sur la place {button}, blindes sur les places {blinds}. La main suivante repart de là.</translation>
    </message>
  </context>
  <context>
    <name>Reconnection</name>
    <message>
      <source>The room's server cannot be reached: nothing can be changed until it is back. Trying again…</source>
      <translation>Le serveur de la salle ne répond pas : aucune modification n'est possible tant qu'il n'est pas revenu. Nouvelle tentative en cours…</translation>
    </message>
  </context>
  <context>
    <name>Refusal</name>
    <message>
      <source>There is no such seat at this table.</source>
      <translation>Cette place n'existe pas à cette table.</translation>
    </message>
    <message>
      <source>Nobody sits on seat {seat}.</source>
      <translation>Personne n'est assis à la place {seat}.</translation>
    </message>
    <message>
      <source>Seat {seat} is taken by {name}.</source>
      <translation>La place {seat} est occupée par {name}.</translation>
    </message>
    <message>
      <source>{name} is not away.</source>
      <translation>{name} est à la table.</translation>
    </message>
    <message>
      <source>{name} is already away.</source>
      <translation>{name} n'est déjà plus à la table.</translation>
    </message>
    <message>
      <source>{name} has not busted.</source>
      <translation>{name} a encore des jetons.</translation>
    </message>
    <message>
      <source>Seat {seat} has no lock-up button.</source>
      <translation>La place {seat} n'a pas de bouton de place réservée.</translation>
    </message>
    <message>
      <source>The button has not passed {name} since the big blind did: {name} is not picked up yet.</source>
      <translation>Le bouton n'a pas dépassé {name} depuis la grosse blinde : {name} ne peut pas encore être retiré.</translation>
    </message>
    <message>
      <source>Seat {seat} already has a lock-up button.</source>
      <translation>La place {seat} a déjà un bouton de place réservée.</translation>
    </message>
    <message>
      <source>That is not one of the choices here.</source>
      <translation>Ce choix n'est pas possible ici.</translation>
    </message>
    <message>
      <source>Seat {seat} has the button this hand: {name} may move after it.</source>
      <translation>La place {seat} a le bouton à cette main : {name} pourra changer de place après.</translation>
    </message>
    <message>
      <source>Fewer than two players can be dealt in this hand.</source>
      <translation>Moins de deux joueurs peuvent être servis à cette main.</translation>
    </message>
    <message>
      <source>No hand has been dealt at this table yet.</source>
      <translation>Aucune main n'a encore été distribuée à cette table.</translation>
    </message>
    <message>
      <source>{name} is already busted.</source>
      <translation>{name} n'a déjà plus de jetons.</translation>
    </message>
    <message>
      <source>{name} is away: {name} can change seats once back.</source>
      <translation>{name} n'est pas à la table : {name} pourra changer de place à son retour.</translation>
    </message>
    <message>
      <source>A player's name is 1 to {limit} characters long, on one line.</source>
      <translation>Le nom d'un joueur compte de 1 à {limit} caractères, sur une seule ligne.</translation>
    </message>
    <message>
      <source>Each blind needs its own seat with a player or a dead blind, after the button.</source>
      <translation>Chaque blinde doit avoir sa propre place, avec un joueur ou une blinde morte, après le bouton.</translation>
    </message>
    <message>
      <source>The house rules allow no straddle.</source>
      <translation>Les règles maison n'autorisent pas le straddle.</translation>
    </message>
    <message>
      <source>{name} is not playing hands yet.</source>
      <translation>{name} ne joue pas encore de mains.</translation>
    </message>
    <message>
      <source>These house rules cannot be played.</source>
      <translation>Ces règles maison ne sont pas jouables.</translation>
    </message>
    <message>
      <source>Seat {seat} is in use: free it before removing it.</source>
      <translation>La place {seat} est occupée : libérez-la avant de la supprimer.</translation>
    </message>
    <message>
      <source>{name} busted: {name} comes back with a rebuy.</source>
      <translation>{name} n'a plus de jetons : {name} revient avec une recave.</translation>
    </message>
    <message>
      <source>Every seat is taken: there is no seat to move to.</source>
      <translation>Toutes les places sont prises : il n'y a aucune place où aller.</translation>
    </message>
    <message>
      <source>This table changed on another screen: it now shows the latest. Nothing was done; look again.</source>
      <translation>Cette table a changé sur un autre écran : elle montre maintenant son dernier état. Rien n'a été fait ; regardez à nouveau.</translation>
    </message>
    <message>
      <source>{table} changed on another screen: {changes}. It now shows the latest; nothing was done here.</source>
      <translation>La table « {table} » a changé sur un autre écran : {changes}. Elle montre maintenant son dernier état ; rien n'a été fait ici.</translation>
    </message>
    <message>
      <source>{table} was closed on another screen: nothing was done. Table → Reopen a closed table brings it back.</source>
      <translation>La table « {table} » a été fermée sur un autre écran : rien n'a été fait. Table → Rouvrir une table fermée la ramène.</translation>
    </message>
    <message>
      <source>Set aside: {tables}. Its history holds an entry this floorapp cannot read, so nothing is shown or done at it; every other table, the lists and the board work on. The room's log names the entry: ask whoever keeps the room to mend it.</source>
      <translation>Mise de côté : {tables}. Son historique contient une entrée que ce floorapp ne sait pas lire : rien n'y est montré ni fait ; toutes les autres tables, les listes et le tableau continuent. Le journal de la salle nomme l'entrée : demandez à la personne qui tient la salle de la réparer.</translation>
    </message>
    <message>
      <source>{table} was closed on another screen.</source>
      <translation>La table « {table} » a été fermée sur un autre écran.</translation>
    </message>
  </context>
  <context>
    <name>Room</name>
    <message>
      <source>No hand dealt yet</source>
      <translation>Aucune main distribuée pour l'instant</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Ouvrir</translation>
    </message>
    <message>
      <source>no table open: an interest list</source>
      <translation>aucune table ouverte : une liste des intéressés</translation>
    </message>
    <message numerus="yes">
      <source>%n open seat(s)</source>
      <translation>
        <numerusform>%n place libre</numerusform>
        <numerusform>%n places libres</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{seats} at %n table(s)</source>
      <translation>
        <numerusform>{seats} à %n table</numerusform>
        <numerusform>{seats} à %n tables</numerusform>
      </translation>
    </message>
    <message>
      <source>Seats for the list</source>
      <translation>Places pour la liste</translation>
    </message>
    <message>
      <source>and {count} more</source>
      <translation>et {count} de plus</translation>
    </message>
    <message>
      <source>Called</source>
      <translation>Appelés</translation>
    </message>
    <message>
      <source>{name} → {spot}, {minutes} ago</source>
      <translation>{name} → {spot}, il y a {minutes}</translation>
    </message>
    <message>
      <source>Table changes</source>
      <translation>Changements de table</translation>
    </message>
    <message>
      <source>{name} (now {spot}), {minutes}</source>
      <translation>{name} (maintenant {spot}), {minutes}</translation>
    </message>
    <message>
      <source>{name} (from a broken table), {minutes}</source>
      <translation>{name} (d'une table cassée), {minutes}</translation>
    </message>
    <message>
      <source>Interest list</source>
      <translation>Liste des intéressés</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>personne</translation>
    </message>
    <message>
      <source>{count} on the list</source>
      <translation>sur la liste : {count}</translation>
    </message>
    <message>
      <source>No table is open. This screen only shows the room: a table is added or reopened at a floor screen.</source>
      <translation>Aucune table n'est ouverte. Cet écran ne fait que montrer la salle : une table s'ajoute ou se rouvre depuis un écran de salle.</translation>
    </message>
    <message>
      <source>No table is open. Add one with Table → Add a table (Ctrl+T), import a scenario, or reopen a closed table.</source>
      <translation>Aucune table n'est ouverte. Ajoutez-en une avec Table → Ajouter une table (Ctrl+T), importez un scénario, ou rouvrez une table fermée.</translation>
    </message>
    <message>
      <source>{seat} (dead)</source>
      <translation>{seat} (mort)</translation>
    </message>
    <message>
      <source>none yet</source>
      <translation>pas encore</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Bouton</translation>
    </message>
    <message>
      <source>Blinds</source>
      <translation>Blindes</translation>
    </message>
    <message>
      <source>Missed blinds</source>
      <translation>Blindes manquées</translation>
    </message>
    <message>
      <source>Locked up</source>
      <translation>Places réservées</translation>
    </message>
    <message>
      <source>Away</source>
      <translation>Absents</translation>
    </message>
    <message>
      <source>Waiting</source>
      <translation>En attente</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message numerus="yes">
      <source>{seated} of %n seat(s)</source>
      <translation>
        <numerusform>{seated} sur %n place</numerusform>
        <numerusform>{seated} sur %n places</numerusform>
      </translation>
    </message>
    <message>
      <source>A table's name has at most {limit} characters.</source>
      <translation>Le nom d'une table compte au plus {limit} caractères.</translation>
    </message>
    <message>
      <source>A must-move table feeds another table of its own game.</source>
      <translation>Une table de transfert obligatoire alimente une autre table de sa propre partie.</translation>
    </message>
    <message>
      <source>Import of {file} cancelled: nothing was added.</source>
      <translation>Importation de {file} annulée : rien n'a été ajouté.</translation>
    </message>
    <message>
      <source>Export cancelled: no file was written.</source>
      <translation>Exportation annulée : aucun fichier n'a été écrit.</translation>
    </message>
    <message numerus="yes">
      <source>%n step(s) recorded</source>
      <translation>
        <numerusform>%n étape enregistrée</numerusform>
        <numerusform>%n étapes enregistrées</numerusform>
      </translation>
    </message>
    <message>
      <source>Imported as the table {name}: {recorded}; {left_out}.</source>
      <translation>Importée comme la table {name} : {recorded} ; {left_out}.</translation>
    </message>
    <message>
      <source>Imported as the table {name}: {recorded}.</source>
      <translation>Importée comme la table {name} : {recorded}.</translation>
    </message>
    <message>
      <source>A table called {name} already exists (a closed one can be reopened from the Table menu).</source>
      <translation>Une table nommée {name} existe déjà (une table fermée peut être rouverte depuis le menu Table).</translation>
    </message>
    <message>
      <source>To pick up</source>
      <translation>À retirer</translation>
    </message>
    <message>
      <source>A table needs a name.</source>
      <translation>Une table doit avoir un nom.</translation>
    </message>
    <message numerus="yes">
      <source>left out %n step(s) the rules refused</source>
      <translation>
        <numerusform>%n étape refusée par les règles a été écartée</numerusform>
        <numerusform>%n étapes refusées par les règles ont été écartées</numerusform>
      </translation>
    </message>
    <message>
      <source>{path} is not a scenario file floorapp can read: {error}</source>
      <translation>{path} n'est pas un fichier de scénario lisible par floorapp : {error}</translation>
    </message>
  </context>
  <context>
    <name>RoomDialog</name>
    <message>
      <source>Room</source>
      <translation>Salle</translation>
    </message>
    <message>
      <source>The room of this PC</source>
      <translation>La salle de ce PC</translation>
    </message>
    <message>
      <source>This window is on: {room}</source>
      <translation>Cette fenêtre est sur : {room}</translation>
    </message>
    <message>
      <source>The room file in this PC's data folder</source>
      <translation>Le fichier de salle du dossier de données de ce PC</translation>
    </message>
    <message>
      <source>The default: nothing to start or set up.</source>
      <translation>Par défaut : rien à lancer ni à configurer.</translation>
    </message>
    <message>
      <source>{path}. The default: nothing to start or set up.</source>
      <translation>{path}. Par défaut : rien à lancer ni à configurer.</translation>
    </message>
    <message>
      <source>A shared room on a PostgreSQL server</source>
      <translation>Une salle partagée sur un serveur PostgreSQL</translation>
    </message>
    <message>
      <source>The room's address</source>
      <translation>L'adresse de la salle</translation>
    </message>
    <message>
      <source>A postgresql:// URL, a libpq connection string or service=NAME. No password here: libpq reads it from ~/.pgpass, its service file or PGPASSWORD.</source>
      <translation>Une URL postgresql://, une chaîne de connexion libpq ou service=NOM. Pas de mot de passe ici : libpq le lit dans ~/.pgpass, son fichier de services ou PGPASSWORD.</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>Tester la connexion</translation>
    </message>
    <message>
      <source>Trying {room}…</source>
      <translation>Essai de {room}…</translation>
    </message>
    <message>
      <source>The test failed: {error}</source>
      <translation>Le test a échoué : {error}</translation>
    </message>
    <message>
      <source>Opening the room…</source>
      <translation>Ouverture de la salle…</translation>
    </message>
    <message>
      <source>The room could not be opened: {error}</source>
      <translation>La salle n'a pas pu être ouverte : {error}</translation>
    </message>
    <message>
      <source>Chosen by --room when floorapp was started.</source>
      <translation>Choisie par --room au lancement de floorapp.</translation>
    </message>
    <message>
      <source>Chosen by the FLOORAPP_ROOM environment variable.</source>
      <translation>Choisie par la variable d'environnement FLOORAPP_ROOM.</translation>
    </message>
    <message>
      <source>Chosen here, in Settings.</source>
      <translation>Choisie ici, dans les paramètres.</translation>
    </message>
    <message>
      <source>The default: nothing else was chosen.</source>
      <translation>Par défaut : rien d'autre n'a été choisi.</translation>
    </message>
    <message>
      <source>--room comes before this setting: this window stays on its room. What you choose here is kept for the starts without --room.</source>
      <translation>--room passe avant ce paramètre : cette fenêtre reste sur sa salle. Ce que vous choisissez ici est enregistré pour les démarrages sans --room.</translation>
    </message>
    <message>
      <source>FLOORAPP_ROOM comes before this setting: this window stays on its room. What you choose here is kept for the starts without FLOORAPP_ROOM.</source>
      <translation>FLOORAPP_ROOM passe avant ce paramètre : cette fenêtre reste sur sa salle. Ce que vous choisissez ici est enregistré pour les démarrages sans FLOORAPP_ROOM.</translation>
    </message>
    <message>
      <source>Type the room's address.</source>
      <translation>Saisissez l'adresse de la salle.</translation>
    </message>
    <message>
      <source>This is not a PostgreSQL address: write a postgresql:// URL, a libpq connection string (host=… dbname=…) or service=NAME.</source>
      <translation>Ce n'est pas une adresse PostgreSQL : écrivez une URL postgresql://, une chaîne de connexion libpq (host=… dbname=…) ou service=NOM.</translation>
    </message>
    <message>
      <source>This address cannot be read: check its quotes and that each part is written key=value.</source>
      <translation>Cette adresse est illisible : vérifiez ses guillemets et que chaque partie est écrite clé=valeur.</translation>
    </message>
    <message>
      <source>Not kept: the address holds a password, and floorapp never writes one to its files. Take the password out of the address and put it in ~/.pgpass, the service file or PGPASSWORD. Nothing was saved.</source>
      <translation>Non enregistrée : l'adresse contient un mot de passe, et floorapp n'en écrit jamais dans ses fichiers. Retirez le mot de passe de l'adresse et mettez-le dans ~/.pgpass, le fichier de services ou PGPASSWORD. Rien n'a été enregistré.</translation>
    </message>
    <message>
      <source>Connected to {room}. The database is empty: floorapp creates the room in it when you press OK.</source>
      <translation>Connecté à {room}. La base de données est vide : floorapp y crée la salle quand vous appuyez sur OK.</translation>
    </message>
    <message numerus="yes">
      <source>Connected to {room}: a floorapp room with %n open table(s).</source>
      <translation>
        <numerusform>Connecté à {room} : une salle floorapp avec %n table ouverte.</numerusform>
        <numerusform>Connecté à {room} : une salle floorapp avec %n tables ouvertes.</numerusform>
      </translation>
    </message>
    <message>
      <source>The room at {room} was written by a newer floorapp (schema {found}; this one knows up to {known}). It was not opened and has not been changed: install the newer floorapp on this PC.</source>
      <translation>La salle {room} a été écrite par une version plus récente de floorapp (schéma {found} ; celle-ci connaît jusqu'au {known}). Elle n'a été ni ouverte ni modifiée : installez la version plus récente de floorapp sur ce PC.</translation>
    </message>
    <message>
      <source>the server could not be reached, or refused the connection</source>
      <translation>le serveur n'a pas répondu, ou a refusé la connexion</translation>
    </message>
    <message>
      <source>the server could not be reached</source>
      <translation>le serveur ne répond pas</translation>
    </message>
    <message>
      <source>this PC's role may not use the room</source>
      <translation>le rôle de ce PC n'a pas le droit d'utiliser la salle</translation>
    </message>
    <message>
      <source>the database is not a floorapp room, or holds other tables (nothing was changed)</source>
      <translation>la base de données n'est pas une salle floorapp, ou contient d'autres tables (rien n'a été modifié)</translation>
    </message>
    <message>
      <source>the server is busy</source>
      <translation>le serveur est occupé</translation>
    </message>
    <message>
      <source>the server's disk is full</source>
      <translation>le disque du serveur est plein</translation>
    </message>
    <message>
      <source>floorapp cannot use this room: {why}.</source>
      <translation>floorapp ne peut pas utiliser cette salle : {why}.</translation>
    </message>
    <message>
      <source>Details: {details}</source>
      <translation>Détails : {details}</translation>
    </message>
    <message>
      <source>{reason} This window stays on its room and nothing was saved.</source>
      <translation>{reason} Cette fenêtre reste sur sa salle et rien n'a été enregistré.</translation>
    </message>
  </context>
  <context>
    <name>Rule</name>
    <message>
      <source>House decision {rule}.</source>
      <translation>Décision maison {rule}.</translation>
    </message>
    <message>
      <source>First the button and the zone are set, then who can play: two make a heads-up hand, fewer make no hand.</source>
      <translation>D'abord on fixe le bouton et la zone, puis qui peut jouer : à deux, la main se joue en heads-up ; à moins de deux, il n'y a pas de main.</translation>
    </message>
    <message>
      <source>Dead button: the big blind moves on one player every hand and the other positions follow it.</source>
      <translation>Bouton mort : la grosse blinde avance d'un joueur à chaque main et les autres positions la suivent.</translation>
    </message>
    <message>
      <source>The big blind goes to the next player after last hand's big blind who can take it.</source>
      <translation>La grosse blinde va au premier joueur, après la grosse blinde de la main précédente, qui peut la prendre.</translation>
    </message>
    <message>
      <source>The small blind is on last hand's big-blind seat; if that player is gone it is dead.</source>
      <translation>La petite blinde est sur la place de la grosse blinde de la main précédente ; si ce joueur est parti, elle est morte.</translation>
    </message>
    <message>
      <source>The button goes to last hand's small-blind seat, even if nobody plays there: then it is a dead button.</source>
      <translation>Le bouton va sur la place de la petite blinde de la main précédente, même si personne n'y joue : c'est alors un bouton mort.</translation>
    </message>
    <message>
      <source>An away player the big blind skips owes both blinds; one on the small-blind seat owes the small blind.</source>
      <translation>Un joueur absent que la grosse blinde saute doit les deux blindes ; celui qui est sur la place de la petite blinde doit la petite blinde.</translation>
    </message>
    <message>
      <source>With three blinds each position moves up to where the next larger one was.</source>
      <translation>Avec trois blindes, chaque position avance là où se trouvait la blinde immédiatement plus grosse.</translation>
    </message>
    <message>
      <source>Simplified button: the button always moves to the next active player.</source>
      <translation>Bouton simplifié : le bouton passe toujours au joueur actif suivant.</translation>
    </message>
    <message>
      <source>The button moves to the next active player after last hand's button.</source>
      <translation>Le bouton passe au joueur actif qui suit le bouton de la main précédente.</translation>
    </message>
    <message>
      <source>The blinds follow the button to the next players; nobody posts twice.</source>
      <translation>Les blindes suivent le bouton vers les joueurs suivants ; personne ne paie deux fois.</translation>
    </message>
    <message>
      <source>An away player passed by the small blind owes it; one passed by the big blind owes the big blind.</source>
      <translation>Un joueur absent dépassé par la petite blinde la doit ; celui que dépasse la grosse blinde doit la grosse blinde.</translation>
    </message>
    <message>
      <source>Missed blinds are owed, and made up when the player comes back.</source>
      <translation>Les blindes manquées sont dues, et rattrapées quand le joueur revient.</translation>
    </message>
    <message>
      <source>Nobody comes into the game between the button and the small blind: a player there waits until the button has passed.</source>
      <translation>Personne n'entre en jeu entre le bouton et la petite blinde : un joueur placé là attend que le bouton soit passé.</translation>
    </message>
    <message>
      <source>Posting now: up to one big blind live, the rest dead, and the player plays at once.</source>
      <translation>Payer maintenant : jusqu'à une grosse blinde vive, le reste mort, et le joueur joue tout de suite.</translation>
    </message>
    <message>
      <source>Waiting for the big blind: the player comes in when it arrives and posts only the big blind.</source>
      <translation>Attendre la grosse blinde : le joueur entre quand elle arrive et ne paie que la grosse blinde.</translation>
    </message>
    <message>
      <source>Behind the button: the player lets the blinds and the button pass, then posts what is owed.</source>
      <translation>Derrière le bouton : le joueur laisse passer les blindes et le bouton, puis paie ce qui est dû.</translation>
    </message>
    <message>
      <source>An away player keeps the missed-blind button; if fewer than two players owe nothing, all debts are forgiven.</source>
      <translation>Un joueur absent garde le bouton de blinde manquée ; si moins de deux joueurs sont sans dette, toutes les dettes sont effacées.</translation>
    </message>
    <message>
      <source>Dealt in without posting what is owed: a dead hand before any action, else the post is due next hand.</source>
      <translation>Servi sans avoir payé ce qui est dû : main morte avant toute action, sinon le paiement est dû à la main suivante.</translation>
    </message>
    <message>
      <source>Moving button: the button always goes to a player, and the blinds are adjusted when someone leaves.</source>
      <translation>Bouton en mouvement : le bouton va toujours à un joueur, et les blindes sont ajustées quand quelqu'un part.</translation>
    </message>
    <message>
      <source>The player due the big blind is gone: the player after that seat posts it, the player before it the small blind.</source>
      <translation>Le joueur qui devait la grosse blinde est parti : le joueur qui suit cette place la paie, celui qui la précède paie la petite blinde.</translation>
    </message>
    <message>
      <source>The player due the small blind is gone: that small blind is dead, and next hand the button posts a small blind.</source>
      <translation>Le joueur qui devait la petite blinde est parti : cette petite blinde est morte, et à la main suivante le bouton paie une petite blinde.</translation>
    </message>
    <message>
      <source>The player due the button is gone: last hand's big blind takes the button with a small blind, and two big blinds follow.</source>
      <translation>Le joueur qui devait avoir le bouton est parti : la grosse blinde de la main précédente prend le bouton avec une petite blinde, et deux grosses blindes suivent.</translation>
    </message>
    <message>
      <source>Any other departure: no dead button, and every player meets each blind once a round.</source>
      <translation>Tout autre départ : pas de bouton mort, et chaque joueur paie chaque blinde une fois par tour.</translation>
    </message>
    <message>
      <source>Heads-up play, and the change to and from it.</source>
      <translation>Le jeu en heads-up, et le passage au heads-up et hors du heads-up.</translation>
    </message>
    <message>
      <source>Heads-up, the button posts the small blind and acts first before the flop.</source>
      <translation>En heads-up, le bouton paie la petite blinde et parle en premier avant le flop.</translation>
    </message>
    <message>
      <source>Heads-up, the big blind goes to the other player, so nobody has it twice in a row.</source>
      <translation>En heads-up, la grosse blinde va à l'autre joueur, pour que personne ne l'ait deux fois de suite.</translation>
    </message>
    <message>
      <source>A player who sits down during heads-up play comes in once outside the zone.</source>
      <translation>Un joueur qui s'assoit pendant le jeu en heads-up entre dès que sa place est hors de la zone.</translation>
    </message>
    <message>
      <source>New players and a new game.</source>
      <translation>Nouveaux joueurs et nouvelle partie.</translation>
    </message>
    <message>
      <source>A new player outside the zone posts a big blind to play at once, or waits for the big blind.</source>
      <translation>Un nouveau joueur hors de la zone paie une grosse blinde pour jouer tout de suite, ou attend la grosse blinde.</translation>
    </message>
    <message>
      <source>A player who busts and buys in again owes the missed blinds and is not a new player.</source>
      <translation>Un joueur qui se décave et se recave doit les blindes manquées et n'est pas un nouveau joueur.</translation>
    </message>
    <message>
      <source>A new game: the blinds start after the button that was drawn, and nobody posts to come in.</source>
      <translation>Nouvelle partie : les blindes commencent après le bouton tiré au sort, et personne ne paie pour entrer.</translation>
    </message>
    <message>
      <source>A short-handed game: a new player's first hand is free.</source>
      <translation>Partie réduite : la première main d'un nouveau joueur est gratuite.</translation>
    </message>
    <message>
      <source>The button passed this new player, away, before any post: pick the player up and give the seat to the next on the list.</source>
      <translation>Le bouton a dépassé ce nouveau joueur, absent, avant toute mise : retirer le joueur et donner la place au suivant de la liste d'attente.</translation>
    </message>
    <message>
      <source>Seat changes.</source>
      <translation>Changements de place.</translation>
    </message>
    <message>
      <source>A seat change is free if it takes the player no further from the big blind; otherwise the player waits those hands or posts.</source>
      <translation>Un changement de place est gratuit s'il n'éloigne pas le joueur de la grosse blinde ; sinon le joueur attend ces mains ou paie.</translation>
    </message>
    <message>
      <source>A seat change is free past at most two players; a longer one means posting or waiting for the big blind.</source>
      <translation>Un changement de place est gratuit s'il ne dépasse pas plus de deux joueurs ; au-delà, il faut payer ou attendre la grosse blinde.</translation>
    </message>
    <message>
      <source>Nobody moves off the button seat on the button hand.</source>
      <translation>Personne ne quitte la place du bouton pendant la main au bouton.</translation>
    </message>
    <message>
      <source>Moving into the big-blind seat plays at once; moving into the button or small-blind seat waits for the button to pass.</source>
      <translation>Qui passe à la place de la grosse blinde joue tout de suite ; qui passe à la place du bouton ou de la petite blinde attend que le bouton soit passé.</translation>
    </message>
    <message>
      <source>A player who moves after the button hand is never charged and comes back in behind the button.</source>
      <translation>Un joueur qui change de place après la main au bouton ne paie jamais et revient derrière le bouton.</translation>
    </message>
    <message>
      <source>Missed blinds move with the player to the new seat.</source>
      <translation>Les blindes manquées suivent le joueur à sa nouvelle place.</translation>
    </message>
    <message>
      <source>A straddle is twice the big blind: live under the gun, where the action then starts after it; a sleeper elsewhere, not live.</source>
      <translation>Un straddle vaut deux fois la grosse blinde : vif sous le gun, où l'action commence alors après lui ; dormant ailleurs, et non vif.</translation>
    </message>
    <message>
      <source>A new player who stepped away before the first hand owes only the entry post.</source>
      <translation>Un nouveau joueur qui s'est absenté avant la première main ne doit que la mise d'entrée.</translation>
    </message>
    <message>
      <source>An away player cannot change seats until back.</source>
      <translation>Un joueur absent ne peut pas changer de place avant son retour.</translation>
    </message>
    <message>
      <source>A new player who moves is still new: the new choice replaces the first.</source>
      <translation>Un nouveau joueur qui change de place reste nouveau : le nouveau choix remplace le premier.</translation>
    </message>
    <message>
      <source>A move from an empty seat is refused before the target seat is looked at.</source>
      <translation>Un changement de place depuis une place vide est refusé avant même d'examiner la place visée.</translation>
    </message>
    <message>
      <source>A player who deals off into a blind seat waits for the button, then plays free.</source>
      <translation>Un joueur qui change de place après son bouton pour une place de blinde attend que le bouton soit passé, puis joue sans payer.</translation>
    </message>
    <message>
      <source>Only a player who played the hand can bust.</source>
      <translation>Seul un joueur qui a joué la main peut se décaver.</translation>
    </message>
    <message>
      <source>A redeal repeats positions and posts; whoever has left since is not dealt in.</source>
      <translation>Une redonne reprend les positions et les mises ; ceux qui sont partis depuis ne sont pas servis.</translation>
    </message>
    <message>
      <source>A redeal after a misdeal takes nobody new.</source>
      <translation>Une redonne après une fausse donne n'accueille aucun nouveau joueur.</translation>
    </message>
    <message>
      <source>Before the first hand there are no positions to correct.</source>
      <translation>Avant la première main, il n'y a pas de positions à corriger.</translation>
    </message>
    <message>
      <source>A present player who still owes blinds has come back and chosen to post.</source>
      <translation>Un joueur présent qui doit encore des blindes est revenu et a choisi de payer.</translation>
    </message>
    <message>
      <source>A player due to come in behind the button counts as a player for heads-up.</source>
      <translation>Un joueur qui doit entrer derrière le bouton compte comme joueur pour le heads-up.</translation>
    </message>
    <message>
      <source>Heads-up, a newcomer on the button posts the small blind and plays.</source>
      <translation>En heads-up, un nouveau joueur sur le bouton paie la petite blinde et joue.</translation>
    </message>
    <message>
      <source>A player back owing nothing plays at once; if hands went by during the absence, the player comes in outside the zone.</source>
      <translation>Un joueur revenu sans rien devoir joue aussitôt ; si des mains ont été jouées pendant son absence, le joueur entre hors de la zone.</translation>
    </message>
    <message>
      <source>With three blinds, a big blind to post means the largest blind.</source>
      <translation>Avec trois blindes, « payer une grosse blinde » veut dire payer la plus grosse blinde.</translation>
    </message>
    <message>
      <source>Three blinds with two or three players: the smallest and the largest are posted.</source>
      <translation>Trois blindes avec deux ou trois joueurs : on paie la plus petite et la plus grosse.</translation>
    </message>
    <message>
      <source>Simplified or moving button with three blinds: each blind goes to the next player; nobody enters between the blinds.</source>
      <translation>Bouton simplifié ou mobile à trois blindes : chaque blinde va au joueur suivant ; personne n'entre entre les blindes.</translation>
    </message>
    <message>
      <source>Button and small-blind players both left: the next player takes the button and a small blind; two big blinds follow.</source>
      <translation>Les joueurs du bouton et de la petite blinde sont partis : le joueur suivant prend le bouton et une petite blinde ; deux grosses blindes suivent.</translation>
    </message>
    <message>
      <source>A big blind who steps away during R-42 is passed: the next player posts it.</source>
      <translation>Une grosse blinde qui s'absente pendant R-42 est sautée : le joueur suivant la paie.</translation>
    </message>
    <message>
      <source>Two players away before the big blind: both owe, the next player posts it.</source>
      <translation>Deux joueurs absents avant la grosse blinde : tous deux doivent, et le joueur suivant la paie.</translation>
    </message>
    <message>
      <source>Last hand's big blind who changes seats leaves a dead small blind, and posts it dead in the new seat.</source>
      <translation>La grosse blinde de la main précédente qui change de place laisse une petite blinde morte, et la paie morte à la nouvelle place.</translation>
    </message>
    <message>
      <source>A new player who plays free in a new game takes the blinds in turn.</source>
      <translation>Un nouveau joueur qui joue sans payer dans une nouvelle partie prend les blindes à son tour.</translation>
    </message>
    <message>
      <source>If the player who drew the button leaves, the next player clockwise takes it.</source>
      <translation>Si le joueur qui a tiré le bouton part, le joueur suivant dans le sens horaire le prend.</translation>
    </message>
    <message>
      <source>A straddle needs the house's leave: live under the gun, a sleeper elsewhere.</source>
      <translation>Un straddle demande l'accord de la maison : vif sous le gun, dormant ailleurs.</translation>
    </message>
    <message>
      <source>Button blind: the smallest blind is posted on the button.</source>
      <translation>Blinde au bouton : la plus petite blinde est payée sur le bouton.</translation>
    </message>
    <message>
      <source>A single blind is the big blind; there is no small blind.</source>
      <translation>Une blinde unique est la grosse blinde ; il n'y a pas de petite blinde.</translation>
    </message>
    <message>
      <source>A seat-change wait keeps counting while the player is away.</source>
      <translation>L'attente après un changement de place continue de compter pendant que le joueur est absent.</translation>
    </message>
    <message>
      <source>A player never dealt in cannot have had last hand's big blind.</source>
      <translation>Un joueur jamais servi ne peut pas avoir eu la grosse blinde de la main précédente.</translation>
    </message>
    <message>
      <source>Moving button with nobody on the small-blind seat: the next player posts a small blind on the button.</source>
      <translation>Bouton en mouvement sans personne sur la place de la petite blinde : le joueur suivant paie une petite blinde sur le bouton.</translation>
    </message>
    <message>
      <source>New house rules keep the positions; another number of blinds starts a new game with the button where it was.</source>
      <translation>De nouvelles règles maison gardent les positions ; un autre nombre de blindes lance une nouvelle partie avec le bouton là où il était.</translation>
    </message>
    <message>
      <source>A seat change that costs a big blind while blinds are owed: one live big blind pays for both, the dead part is added.</source>
      <translation>Un changement de place qui coûte une grosse blinde alors que des blindes sont dues : une grosse blinde vive paie les deux, la part morte s'y ajoute.</translation>
    </message>
    <message>
      <source>When waiting for the button would leave no game, nobody waits for it.</source>
      <translation>Quand attendre le bouton ne laisserait aucune partie, personne ne l'attend.</translation>
    </message>
    <message>
      <source>Too few players of the last hand are left: the players coming in join the rotation.</source>
      <translation>Il reste trop peu de joueurs de la main précédente : les joueurs qui entrent rejoignent la rotation.</translation>
    </message>
    <message>
      <source>A player picked up leaves the table; the chips are racked at the podium and the seat is locked up for the list.</source>
      <translation>Un joueur retiré quitte la table ; ses jetons sont rangés à l'accueil et sa place est réservée pour la liste d'attente.</translation>
    </message>
    <message>
      <source>A missed blind brought from another table of the game is owed: the entry post is its live big blind, the dead part is added.</source>
      <translation>Une blinde manquée venue d'une autre table de la partie reste due : la mise d'entrée en est la grosse blinde vive, la part morte s'y ajoute.</translation>
    </message>
    <message>
      <source>An open seat goes first to the must-move player there longest, then to table changes, then to the list.</source>
      <translation>Une place libre va d'abord au joueur en transfert obligatoire qui y est depuis le plus longtemps, puis aux changements de table, puis à la liste.</translation>
    </message>
    <message>
      <source>A broken table's players draw the open seats of the game, or take them in seat order; the rest go to the top of the list.</source>
      <translation>Les joueurs d'une table cassée tirent au sort les places libres de la partie, ou les prennent dans l'ordre des places ; les autres vont en tête de la liste.</translation>
    </message>
    <message>
      <source>A called player's seat is locked up for the call timer; a no-show goes to the bottom of the list or off it.</source>
      <translation>La place d'un joueur appelé est une place réservée pendant le délai d'appel ; un joueur non présenté passe en bas de la liste ou en sort.</translation>
    </message>
    <message>
      <source>A seating or a move from the list is undone as one, while no table has moved on since.</source>
      <translation>Une installation ou un déplacement depuis la liste s'annule d'un bloc, tant qu'aucune table n'a avancé depuis.</translation>
    </message>
    <message>
      <source>A table change moves a player who is at the table; away, the player moves once back.</source>
      <translation>Un changement de table déplace un joueur présent à la table ; absent, le joueur change de table une fois revenu.</translation>
    </message>
    <message>
      <source>A player who moves into the button or small-blind seat may wait instead of posting: the button passes first, then the hands the move cost.</source>
      <translation>Un joueur qui passe à la place du bouton ou de la petite blinde peut attendre au lieu de payer : d'abord que le bouton soit passé, puis les mains que le déplacement a coûtées.</translation>
    </message>
    <message>
      <source>With three blinds, last hand's middle blind who changes seats leaves a dead small blind, and posts it dead in the new seat.</source>
      <translation>Avec trois blindes, la blinde du milieu de la main précédente qui change de place laisse une petite blinde morte, et la paie morte à la nouvelle place.</translation>
    </message>
    <message>
      <source>The big blind went by a player waiting for it, so it reached that player, who posts a big blind and plays once outside the zone.</source>
      <translation>La grosse blinde est passée sur un joueur qui l'attendait : elle l'a donc atteint, et ce joueur paie une grosse blinde et joue dès qu'il est hors de la zone.</translation>
    </message>
    <message>
      <source>The first player to act sits left of the last blind posted.</source>
      <translation>Le premier joueur à parler est assis à gauche de la dernière blinde payée.</translation>
    </message>
    <message>
      <source>The big blind moves to the next player after last hand's big blind; the small blind and the button follow, dead where nobody sits.</source>
      <translation>La grosse blinde passe au joueur suivant après la grosse blinde de la main précédente ; la petite blinde et le bouton suivent, morts là où personne n'est assis.</translation>
    </message>
    <message>
      <source>A player eliminated in the blinds or on the button leaves his position dead for the next deal.</source>
      <translation>Un joueur éliminé aux blindes ou au bouton laisse sa position morte pour la donne suivante.</translation>
    </message>
    <message>
      <source>Heads-up the button posts the small blind and acts first; the big blind goes to the player who did not have it.</source>
      <translation>En heads-up, le bouton paie la petite blinde et parle en premier ; la grosse blinde va au joueur qui ne l'avait pas.</translation>
    </message>
    <message>
      <source>The ante is posted dead: by every seat dealt in, or in full by the big blind with a big-blind ante.</source>
      <translation>L'ante se paie mort : par chaque place servie, ou en entier par la grosse blinde avec une ante de grosse blinde.</translation>
    </message>
    <message>
      <source>A new level applies at each table from its next hand.</source>
      <translation>Un nouveau niveau s'applique à chaque table à partir de sa main suivante.</translation>
    </message>
    <message>
      <source>The first button is where the high card fell; every seated player is dealt in on the first hand.</source>
      <translation>Le premier bouton va là où est tombée la carte la plus haute ; chaque joueur assis est servi à la première main.</translation>
    </message>
    <message>
      <source>An absent player is dealt in and his blinds and antes are posted for him.</source>
      <translation>Un joueur absent est servi et ses blindes et antes sont payées pour lui.</translation>
    </message>
    <message>
      <source>An absent player's hand is killed unless he is at his seat when the last card of the deal is dealt.</source>
      <translation>La main d'un joueur absent est annulée s'il n'est pas à sa place quand la dernière carte de la donne est distribuée.</translation>
    </message>
    <message>
      <source>A player on penalty is dealt in and blinded off like an absent player until his hands are served.</source>
      <translation>Un joueur pénalisé reçoit ses cartes et paie ses blindes comme un joueur absent jusqu'à ce que ses mains de pénalité soient purgées.</translation>
    </message>
    <message>
      <source>A player who joins the table plays at once, except in the seats between the button and the small blind.</source>
      <translation>Un joueur qui arrive à la table joue tout de suite, sauf aux places entre le bouton et la petite blinde.</translation>
    </message>
    <message>
      <source>A joiner on the seat of a dead small blind posts it; on a dead button's seat he takes the button.</source>
      <translation>Un joueur entrant à la place d'une petite blinde morte la paie ; à la place d'un bouton mort, il prend le bouton.</translation>
    </message>
    <message>
      <source>A re-entry is a new entry: his old seat opens and he draws a new one.</source>
      <translation>Une réentrée est une nouvelle entrée : son ancienne place se libère et il tire une nouvelle place.</translation>
    </message>
    <message>
      <source>A player found out of his assigned seat is moved to it; the hands he played there stand.</source>
      <translation>Un joueur trouvé hors de la place qui lui a été attribuée y est déplacé ; les mains qu'il a jouées restent acquises.</translation>
    </message>
    <message>
      <source>The fullest and the shortest table stay within the spread the house sets; past it a player moves.</source>
      <translation>La table la plus pleine et la moins pleine restent dans l'écart fixé par la maison ; au-delà, un joueur change de table.</translation>
    </message>
    <message>
      <source>A table three short of the fullest stops dealing when its big blind would pass an open seat.</source>
      <translation>Une table à trois joueurs de moins que la plus pleine arrête de donner quand sa grosse blinde sauterait une place libre.</translation>
    </message>
    <message>
      <source>The player comes from the fullest table first in the breaking order.</source>
      <translation>Le joueur vient de la table la plus pleine qui se casse la première dans l'ordre prévu.</translation>
    </message>
    <message>
      <source>The player who would post the big blind next at the giving table is the one who moves.</source>
      <translation>Le joueur qui paierait la grosse blinde suivante à la table qui donne est celui qui change de table.</translation>
    </message>
    <message>
      <source>The moved player takes the open seat the big blind reaches soonest, never the small blind.</source>
      <translation>Le joueur déplacé prend la place libre que la grosse blinde atteint le plus tôt, jamais la petite blinde.</translation>
    </message>
    <message>
      <source>Tables close in the order fixed before play, once their players fit the other tables' open seats.</source>
      <translation>Les tables se cassent dans l'ordre fixé avant le jeu, dès que leurs joueurs tiennent dans les places libres des autres tables.</translation>
    </message>
    <message>
      <source>The broken table's players draw their new seats at random; the draw is recorded.</source>
      <translation>Les joueurs de la table cassée tirent leurs nouvelles places au sort ; le tirage est enregistré.</translation>
    </message>
    <message>
      <source>A player from a broken table plays his new seat at once, except between the button and the small blind.</source>
      <translation>Un joueur d'une table cassée joue tout de suite à sa nouvelle place, sauf entre le bouton et la petite blinde.</translation>
    </message>
    <message>
      <source>When the players left fit one table, every seat and the button are drawn again.</source>
      <translation>Quand les joueurs restants tiennent à une table, toutes les places et le bouton sont tirés à nouveau.</translation>
    </message>
    <message>
      <source>Hand-for-hand, every table deals one hand and waits until all have finished it.</source>
      <translation>En main par main, chaque table donne une main et attend que toutes l'aient finie.</translation>
    </message>
    <message>
      <source>Players eliminated together share their places, unless their start-of-hand stacks are entered: the larger finishes higher.</source>
      <translation>Les joueurs éliminés ensemble partagent leurs places, sauf si leurs tapis de début de main sont saisis : le plus gros finit devant.</translation>
    </message>
    <message>
      <source>The floor puts a wrong button or blind right; a misdealt hand is dealt again with the same button and blinds.</source>
      <translation>Le floor remet en place un bouton ou une blinde mal placés ; une main mal donnée est redonnée avec le même bouton et les mêmes blindes.</translation>
    </message>
    <message>
      <source>The clock runs the house's levels and breaks; the floor starts, pauses, resumes or sets it.</source>
      <translation>L'horloge déroule les niveaux et les pauses de la maison ; le floor la lance, la suspend, la relance ou la règle.</translation>
    </message>
  </context>
  <context>
    <name>Rulebook</name>
    <message>
      <source>Rulebook</source>
      <translation>Règlement</translation>
    </message>
    <message>
      <source>Find a rule id (R-11, F-13) or any words</source>
      <translation>Chercher un identifiant de règle (R-11, F-13) ou des mots</translation>
    </message>
    <message>
      <source>Find in the rulebook</source>
      <translation>Chercher dans le règlement</translation>
    </message>
    <message>
      <source>Find next</source>
      <translation>Suivant</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>The rulebook</source>
      <translation>Le règlement</translation>
    </message>
    <message>
      <source>The rulebook is missing from this installation: {why}</source>
      <translation>Le règlement manque dans cette installation : {why}</translation>
    </message>
    <message>
      <source>“{text}” is not in the rulebook.</source>
      <translation>« {text} » ne figure pas dans le règlement.</translation>
    </message>
  </context>
  <context>
    <name>Seat</name>
    <message>
      <source>Seat {number}</source>
      <translation>Place {number}</translation>
    </message>
    <message>
      <source>first to act</source>
      <translation>premier à parler</translation>
    </message>
    <message>
      <source>Seat {number} {name}</source>
      <translation>Place {number} {name}</translation>
    </message>
    <message numerus="yes">
      <source>held %n minute(s)</source>
      <translation>
        <numerusform>réservée depuis %n minute</numerusform>
        <numerusform>réservée depuis %n minutes</numerusform>
      </translation>
    </message>
    <message>
      <source>held for {name}, called from the list</source>
      <translation>réservée pour {name}, appelé depuis la liste d'attente</translation>
    </message>
    <message numerus="yes">
      <source>%n minute(s) ago</source>
      <translation>
        <numerusform>il y a %n minute</numerusform>
        <numerusform>il y a %n minutes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>the limit is %n minute(s)</source>
      <translation>
        <numerusform>la limite est de %n minute</numerusform>
        <numerusform>la limite est de %n minutes</numerusform>
      </translation>
    </message>
    <message>
      <source>time is up: mark {name} a no-show, or seat {name}</source>
      <translation>le temps est écoulé : marquez {name} non présenté, ou installez {name}</translation>
    </message>
    <message>
      <source>time is up: call the next player</source>
      <translation>le temps est écoulé : appelez le joueur suivant</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Place</translation>
    </message>
    <message>
      <source>seat</source>
      <translation>la place</translation>
    </message>
    <message>
      <source>table {number}</source>
      <translation>table {number}</translation>
    </message>
  </context>
  <context>
    <name>SeatMenu</name>
    <message>
      <source>Seat {name} (called)…</source>
      <translation>Installer {name} (appelé)…</translation>
    </message>
    <message>
      <source>Cancel the call of {name}</source>
      <translation>Annuler l'appel de {name}</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>{key}: not a house rule.</source>
      <translation>{key} : ce n'est pas une règle maison.</translation>
    </message>
    <message>
      <source>{key}: not one of the choices.</source>
      <translation>{key} : ce n'est pas l'un des choix possibles.</translation>
    </message>
    <message>
      <source>{key}: give one, two or three amounts, e.g. 1/2 or 1/2/5.</source>
      <translation>{key} : indiquez un, deux ou trois montants, p. ex. 1/2 ou 1/2/5.</translation>
    </message>
    <message>
      <source>{key}: every amount must be a whole number above 0.</source>
      <translation>{key} : chaque montant doit être un nombre entier supérieur à 0.</translation>
    </message>
    <message>
      <source>{key}: list the amounts smallest first, e.g. 1/2.</source>
      <translation>{key} : indiquez les montants du plus petit au plus grand, p. ex. 1/2.</translation>
    </message>
    <message>
      <source>{key}: a blind on the button needs at least two blinds.</source>
      <translation>{key} : une blinde au bouton demande au moins deux blindes.</translation>
    </message>
    <message>
      <source>{key}: must be yes or no.</source>
      <translation>{key} : doit être oui ou non.</translation>
    </message>
    <message>
      <source>{key}: a number of players from 0 (off) to {high}.</source>
      <translation>{key} : un nombre de joueurs de 0 (désactivé) à {high}.</translation>
    </message>
    <message>
      <source>{key}: a table has {low} to {high} seats.</source>
      <translation>{key} : une table a de {low} à {high} places.</translation>
    </message>
    <message>
      <source>{key}: a whole number of minutes from {low} to {high}.</source>
      <translation>{key} : un nombre entier de minutes, de {low} à {high}.</translation>
    </message>
  </context>
  <context>
    <name>Status</name>
    <message>
      <source>PICK UP</source>
      <translation>À RETIRER</translation>
    </message>
    <message>
      <source>AWAY</source>
      <translation>ABSENT</translation>
    </message>
    <message>
      <source>BUSTED</source>
      <translation>DÉCAVÉ</translation>
    </message>
    <message>
      <source>EMPTY</source>
      <translation>LIBRE</translation>
    </message>
    <message>
      <source>LOCKED</source>
      <translation>RÉSERV.</translation>
    </message>
    <message>
      <source>WAITS BB</source>
      <translation>ATTEND BB</translation>
    </message>
    <message>
      <source>DEALT OFF</source>
      <translation>APRÈS BTN</translation>
    </message>
    <message>
      <source>WAITS BTN</source>
      <translation>ATTEND BTN</translation>
    </message>
    <message>
      <source>BEHIND BTN</source>
      <translation>PAIE APRÈS</translation>
    </message>
    <message>
      <source>NEW SEAT</source>
      <translation>CHGT PLACE</translation>
    </message>
    <message>
      <source>NO REDEAL</source>
      <translation>EXCLU</translation>
    </message>
    <message>
      <source>WAITING</source>
      <translation>EN ATTENTE</translation>
    </message>
    <message>
      <source>WILL POST</source>
      <translation>VA PAYER</translation>
    </message>
    <message>
      <source>will post next hand</source>
      <translation>paiera à la main suivante</translation>
    </message>
    <message>
      <source>waits for the big blind</source>
      <translation>attend la grosse blinde</translation>
    </message>
    <message>
      <source>waits to post behind the button</source>
      <translation>attend de payer derrière le bouton</translation>
    </message>
    <message>
      <source>waits {hands} after a seat change</source>
      <translation>attend {hands} après un changement de place</translation>
    </message>
    <message>
      <source>waiting</source>
      <translation>en attente</translation>
    </message>
    <message>
      <source>away, to be picked up: the button passed before any post</source>
      <translation>absent, à retirer : le bouton est passé avant toute mise</translation>
    </message>
    <message>
      <source>active</source>
      <translation>actif</translation>
    </message>
    <message>
      <source>away</source>
      <translation>absent</translation>
    </message>
    <message>
      <source>busted</source>
      <translation>décavé</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>libre</translation>
    </message>
    <message>
      <source>locked up</source>
      <translation>réservée</translation>
    </message>
    <message>
      <source>TIME UP</source>
      <translation>ÉCOULÉ</translation>
    </message>
    <message>
      <source>CALLED</source>
      <translation>APPELÉ</translation>
    </message>
    <message>
      <source>TIME UP {minutes}/{limit} min</source>
      <translation>ÉCOULÉ {minutes}/{limit} min</translation>
    </message>
    <message>
      <source>CALLED {minutes}/{limit} min</source>
      <translation>APPELÉ {minutes}/{limit} min</translation>
    </message>
  </context>
  <context>
    <name>Storage</name>
    <message>
      <source>the data folder or the room file may not be written</source>
      <translation>le dossier de données ou le fichier de la salle n'est pas accessible en écriture</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>le disque est plein</translation>
    </message>
    <message>
      <source>the room file is damaged</source>
      <translation>le fichier de la salle est endommagé</translation>
    </message>
    <message>
      <source>another program holds the room file</source>
      <translation>un autre programme utilise le fichier de la salle</translation>
    </message>
    <message>
      <source>the data folder cannot be created, or is not a folder</source>
      <translation>le dossier de données ne peut pas être créé, ou n'est pas un dossier</translation>
    </message>
    <message>
      <source>the room file was written by a newer floorapp</source>
      <translation>le fichier de la salle a été écrit par une version plus récente de floorapp</translation>
    </message>
    <message>
      <source>the disk reported an error</source>
      <translation>le disque a signalé une erreur</translation>
    </message>
    <message>
      <source>the room's server cannot be reached</source>
      <translation>le serveur de la salle ne répond pas</translation>
    </message>
    <message>
      <source>Not saved: {why} ({path}). Nothing was changed.</source>
      <translation>Non enregistré : {why} ({path}). Rien n'a été modifié.</translation>
    </message>
    <message>
      <source>this PC's role on the room's server may only read the room</source>
      <translation>le rôle de ce PC sur le serveur de la salle ne peut que lire la salle</translation>
    </message>
    <message>
      <source>Perhaps not saved: the connection to the room's server ({path}) was lost while this was being saved, and the server may have it or not.</source>
      <translation>Peut-être non enregistré : la connexion au serveur de la salle ({path}) a été perdue pendant l'enregistrement, et le serveur l'a peut-être reçu, peut-être pas.</translation>
    </message>
    <message>
      <source>Perhaps not saved: the connection to the room's server ({path}) was lost while this was being saved. As soon as the server is back, this screen asks it and says whether it was saved.</source>
      <translation>Peut-être non enregistré : la connexion au serveur de la salle ({path}) a été perdue pendant l'enregistrement. Dès que le serveur répond de nouveau, cet écran le lui demande et dit si l'action a été enregistrée.</translation>
    </message>
    <message>
      <source>Saved after all: {action}. The room's server had it before the connection was lost.</source>
      <translation>Enregistré finalement : {action}. Le serveur de la salle l'avait reçu avant la perte de la connexion.</translation>
    </message>
    <message>
      <source>Not saved: {action}. The room's server never had it; nothing was changed.</source>
      <translation>Non enregistré : {action}. Le serveur de la salle ne l'a jamais reçu ; rien n'a été modifié.</translation>
    </message>
    <message>
      <source>floorapp cannot open the room: {why} ({path}).</source>
      <translation>floorapp ne peut pas ouvrir la salle : {why} ({path}).</translation>
    </message>
    <message>
      <source>The room file {path} was written by a newer floorapp (schema {found}; this one knows up to {known}). It was not opened and has not been changed: install the newer floorapp to use it.</source>
      <translation>Le fichier de la salle {path} a été écrit par une version plus récente de floorapp (schéma {found} ; celle-ci connaît jusqu'au schéma {known}). Il n'a été ni ouvert ni modifié : installez la version plus récente de floorapp pour l'utiliser.</translation>
    </message>
    <message>
      <source>The room file {path} is damaged ({reason}). It was kept, unchanged, as {kept}, and a new room was started.</source>
      <translation>Le fichier de la salle {path} est endommagé ({reason}). Il a été conservé, sans modification, sous {kept}, et une nouvelle salle a été créée.</translation>
    </message>
    <message>
      <source>The room file {path} is not a floorapp room ({reason}). It was kept, unchanged, as {kept}, and a new room was started.</source>
      <translation>Le fichier de la salle {path} n'est pas une salle floorapp ({reason}). Il a été conservé, sans modification, sous {kept}, et une nouvelle salle a été créée.</translation>
    </message>
    <message>
      <source>This room address is read-only: the floor screen shows it and changes nothing. (This PC logs in to the room's server with a role that may only read, as a board's; to work the floor, log in with a staff role.)</source>
      <translation>Cette adresse de salle est en lecture seule : cet écran la montre et n'y change rien. (Ce PC se connecte au serveur de la salle avec un rôle qui ne peut que lire, comme celui d'un tableau ; pour gérer les tables, connectez-vous avec un rôle du personnel.)</translation>
    </message>
    <message>
      <source>The room address given in {source} holds a password, which every user of this PC can read (in the list of running programs, or in the environment). Give the address without it and put the password in ~/.pgpass, one line host:port:database:user:password, readable by you alone (chmod 600), or name a PostgreSQL service (service=NAME, kept in ~/.pg_service.conf).</source>
      <translation>L'adresse de salle donnée dans {source} contient un mot de passe, que tout utilisateur de ce PC peut lire (dans la liste des programmes en cours ou dans l'environnement). Donnez l'adresse sans lui et mettez le mot de passe dans ~/.pgpass, sur une ligne hôte:port:base:utilisateur:mot_de_passe, lisible par vous seul (chmod 600), ou nommez un service PostgreSQL (service=NOM, décrit dans ~/.pg_service.conf).</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <source>DEALER</source>
      <translation>CROUPIER</translation>
    </message>
    <message>
      <source>Hand {number}</source>
      <translation>Main {number}</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Heads-up</translation>
    </message>
    <message>
      <source>Redeal</source>
      <translation>Redonne</translation>
    </message>
    <message>
      <source>{minutes}/{limit} min</source>
      <translation>{minutes}/{limit} min</translation>
    </message>
    <message>
      <source>1ST</source>
      <translation>1ER</translation>
    </message>
  </context>
  <context>
    <name>Training</name>
    <message>
      <source>&amp;Trainee:</source>
      <translation>&amp;Élève :</translation>
    </message>
    <message>
      <source>New trainee's name</source>
      <translation>Nom du nouvel élève</translation>
    </message>
    <message>
      <source>&amp;Add trainee</source>
      <translation>&amp;Ajouter l'élève</translation>
    </message>
    <message>
      <source>&amp;Lessons</source>
      <translation>&amp;Leçons</translation>
    </message>
    <message>
      <source>&amp;Quiz</source>
      <translation>&amp;Quiz</translation>
    </message>
    <message>
      <source>&amp;Progress</source>
      <translation>&amp;Progression</translation>
    </message>
    <message>
      <source>&amp;Start the lesson</source>
      <translation>&amp;Commencer la leçon</translation>
    </message>
    <message>
      <source>&amp;Button rule:</source>
      <translation>Règle du &amp;bouton :</translation>
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation>&amp;Difficulté :</translation>
    </message>
    <message>
      <source>Quiz &amp;code:</source>
      <translation>&amp;Code du quiz :</translation>
    </message>
    <message>
      <source>At an event (tournament floor)</source>
      <translation>En tournoi (le floor du tournoi)</translation>
    </message>
    <message>
      <source>&amp;New code</source>
      <translation>&amp;Nouveau code</translation>
    </message>
    <message>
      <source>The same button rule, difficulty and quiz code always make the same quiz: note the code to give a trainee the same quiz again.</source>
      <translation>La même règle du bouton, la même difficulté et le même code du quiz donnent toujours le même quiz : notez le code pour redonner le même quiz à un élève.</translation>
    </message>
    <message>
      <source>Start the qui&amp;z</source>
      <translation>Commencer le qui&amp;z</translation>
    </message>
    <message>
      <source>Rule</source>
      <translation>Règle</translation>
    </message>
    <message>
      <source>What it says</source>
      <translation>Ce qu'elle dit</translation>
    </message>
    <message>
      <source>Checks</source>
      <translation>Vérifications</translation>
    </message>
    <message>
      <source>Wrong</source>
      <translation>Erreurs</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>E&amp;xport every attempt (CSV)…</source>
      <translation>E&amp;xporter toutes les tentatives (CSV)…</translation>
    </message>
    <message>
      <source>Export the su&amp;mmary (CSV)…</source>
      <translation>Exporter le &amp;résumé (CSV)…</translation>
    </message>
    <message>
      <source>{number}. {title}
{level} · rules {rules} · {deals}</source>
      <translation>{number}. {title}
{level} · règles {rules} · {deals}</translation>
    </message>
    <message>
      <source>{title}
{topic} · {level} · {deals} · rules {rules}

{notes}</source>
      <translation>{title}
{topic} · {level} · {deals} · règles {rules}

{notes}</translation>
    </message>
    <message>
      <source>{name}: {deals}, {score}. Weakest rules first.</source>
      <translation>{name} : {deals}, {score}. Les règles les moins maîtrisées en premier.</translation>
    </message>
    <message>
      <source>Add a trainee to keep the progress.</source>
      <translation>Ajoutez un élève pour conserver la progression.</translation>
    </message>
    <message>
      <source>{name} has not answered any deal yet.</source>
      <translation>{name} n'a encore répondu à aucune donne.</translation>
    </message>
    <message>
      <source>Back to the l&amp;ist</source>
      <translation>Retour à la &amp;liste</translation>
    </message>
    <message>
      <source>Place on the table</source>
      <translation>À placer sur la table</translation>
    </message>
    <message>
      <source>Chec&amp;k</source>
      <translation>&amp;Vérifier</translation>
    </message>
    <message>
      <source>Grade this set-up (Ctrl+Enter)</source>
      <translation>Évaluer cette configuration (Ctrl+Enter)</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>I&amp;ndice</translation>
    </message>
    <message>
      <source>About this exercise</source>
      <translation>À propos de cet exercice</translation>
    </message>
    <message>
      <source>See the &amp;result</source>
      <translation>Voir le rés&amp;ultat</translation>
    </message>
    <message>
      <source>&amp;Next deal</source>
      <translation>&amp;Donne suivante</translation>
    </message>
    <message>
      <source>Go on (Ctrl+Enter)</source>
      <translation>Continuer (Ctrl+Enter)</translation>
    </message>
    <message>
      <source>Question {number} of {total}: balancing</source>
      <translation>Question {number} sur {total} : équilibrage</translation>
    </message>
    <message>
      <source>Deal {number} of {total}</source>
      <translation>Donne {number} sur {total}</translation>
    </message>
    <message>
      <source>Your set-up</source>
      <translation>Votre configuration</translation>
    </message>
    <message>
      <source>The right answer: who moves and the new seat are ringed</source>
      <translation>La bonne réponse : qui change de table et la nouvelle place sont entourés</translation>
    </message>
    <message>
      <source>The right answer: seats with a mistake are ringed</source>
      <translation>La bonne réponse : les places comportant une erreur sont entourées</translation>
    </message>
    <message>
      <source>Show m&amp;y set-up</source>
      <translation>Afficher ma con&amp;figuration</translation>
    </message>
    <message>
      <source>Your set-up, as graded</source>
      <translation>Votre configuration, évaluée</translation>
    </message>
    <message>
      <source>Show the right ans&amp;wer</source>
      <translation>Afficher la bonne &amp;réponse</translation>
    </message>
    <message>
      <source>Graded. Read why, then go on to the next deal.</source>
      <translation>Évalué. Lisez pourquoi, puis passez à la donne suivante.</translation>
    </message>
    <message>
      <source>Choose what to place, then click a seat.</source>
      <translation>Choisissez quoi placer, puis cliquez sur une place.</translation>
    </message>
    <message>
      <source>Since then:</source>
      <translation>Depuis :</translation>
    </message>
    <message>
      <source>The rules that decide this deal: {rules}.</source>
      <translation>Les règles qui décident de cette donne : {rules}.</translation>
    </message>
    <message>
      <source>Choose what to place first.</source>
      <translation>Choisissez d'abord quoi placer.</translation>
    </message>
    <message>
      <source>Post on {seat}</source>
      <translation>Mise sur {seat}</translation>
    </message>
    <message>
      <source>In short:</source>
      <translation>En bref :</translation>
    </message>
    <message>
      <source>{rule} · {title} (see above)</source>
      <translation>{rule} · {title} (voir plus haut)</translation>
    </message>
    <message>
      <source>{rule} · {title}: {text}</source>
      <translation>{rule} · {title} : {text}</translation>
    </message>
    <message>
      <source>dealt in</source>
      <translation>servi</translation>
    </message>
    <message>
      <source>not dealt in</source>
      <translation>non servi</translation>
    </message>
    <message>
      <source>a mistake here</source>
      <translation>une erreur ici</translation>
    </message>
    <message>
      <source>&amp;Try again</source>
      <translation>&amp;Recommencer</translation>
    </message>
    <message>
      <source>&amp;Next lesson</source>
      <translation>Leçon &amp;suivante</translation>
    </message>
    <message>
      <source>Lesson finished: {title}</source>
      <translation>Leçon terminée : {title}</translation>
    </message>
    <message>
      <source>In all: {score}</source>
      <translation>Au total : {score}</translation>
    </message>
    <message>
      <source>Deal {number}: {score}</source>
      <translation>Donne {number} : {score}</translation>
    </message>
    <message>
      <source>Rules to read again:</source>
      <translation>Règles à relire :</translation>
    </message>
    <message>
      <source>{rule} · {title} ({wrong} wrong)</source>
      <translation>{rule} · {title} (erreurs : {wrong})</translation>
    </message>
    <message>
      <source>floorapp — Dealer training</source>
      <translation>floorapp — Formation des croupiers</translation>
    </message>
    <message>
      <source>Check, then go on</source>
      <translation>Vérifiez, puis continuez</translation>
    </message>
    <message>
      <source>Close training</source>
      <translation>Fermer la formation</translation>
    </message>
    <message>
      <source>There is already a trainee called {name}: chosen.</source>
      <translation>Un élève nommé {name} existe déjà : cet élève est sélectionné.</translation>
    </message>
    <message>
      <source>{name} added.</source>
      <translation>Élève ajouté : {name}.</translation>
    </message>
    <message>
      <source>Add a trainee first: type a name and press Add trainee.</source>
      <translation>Ajoutez d'abord un élève : tapez un nom et appuyez sur Ajouter l'élève.</translation>
    </message>
    <message>
      <source>Export the summary</source>
      <translation>Exporter le résumé</translation>
    </message>
    <message>
      <source>Export every attempt</source>
      <translation>Exporter toutes les tentatives</translation>
    </message>
    <message>
      <source>Not exported: {why}</source>
      <translation>Non exporté : {why}</translation>
    </message>
    <message numerus="yes">
      <source>%n row(s) written to {path}.</source>
      <translation>
        <numerusform>%n ligne écrite dans {path}.</numerusform>
        <numerusform>%n lignes écrites dans {path}.</numerusform>
      </translation>
    </message>
    <message>
      <source>Progress cannot be kept: {why} You can still train as a guest.</source>
      <translation>La progression ne peut pas être conservée : {why} Vous pouvez quand même vous entraîner en tant qu'invité.</translation>
    </message>
    <message>
      <source>{percent}%</source>
      <translation>{percent} %</translation>
    </message>
    <message numerus="yes">
      <source>{points} of %n check(s) right ({percent})</source>
      <translation>
        <numerusform>{points} sur %n vérification correcte ({percent})</numerusform>
        <numerusform>{points} sur %n vérifications correctes ({percent})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s) answered</source>
      <translation>
        <numerusform>%n donne traitée</numerusform>
        <numerusform>%n donnes traitées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s)</source>
      <translation>
        <numerusform>%n donne</numerusform>
        <numerusform>%n donnes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n mistake(s):</source>
      <translation>
        <numerusform>%n erreur :</numerusform>
        <numerusform>%n erreurs :</numerusform>
      </translation>
    </message>
    <message>
      <source>Quiz</source>
      <translation>Quiz</translation>
    </message>
    <message>
      <source>Level {level}</source>
      <translation>Niveau {level}</translation>
    </message>
    <message>
      <source>Three deals at six to nine seats; players step away, come back, leave or sit down, one thing at most between two deals.</source>
      <translation>Trois donnes à six à neuf places ; des joueurs s'absentent, reviennent, partent ou s'assoient, un seul événement au plus entre deux donnes.</translation>
    </message>
    <message>
      <source>Four deals; also busts and rebuys, players posting behind the button, lock-ups released and other stakes; up to two things between deals.</source>
      <translation>Quatre donnes ; aussi des décaves et des recaves, des joueurs qui paient derrière le bouton, des places réservées libérées et d'autres niveaux de blindes ; jusqu'à deux événements entre les donnes.</translation>
    </message>
    <message>
      <source>Five deals at up to ten seats; also seat changes and more players away; up to three things between deals.</source>
      <translation>Cinq donnes jusqu'à dix places ; aussi des changements de place et davantage de joueurs absents ; jusqu'à trois événements entre les donnes.</translation>
    </message>
    <message>
      <source>Three deals at an event's table: players absent and back, late registrants, eliminations, one between two deals; then one balancing move.</source>
      <translation>Trois donnes à une table de tournoi : joueurs absents et de retour, inscrits tardifs, joueurs éliminés, une chose entre deux donnes ; puis un déplacement d'équilibrage.</translation>
    </message>
    <message>
      <source>Three deals with a big-blind ante and new levels, up to two things between deals; then one balancing move and the receiving table's deal.</source>
      <translation>Trois donnes avec une ante de grosse blinde et de nouveaux niveaux, jusqu'à deux choses entre deux donnes ; puis un déplacement d'équilibrage et la donne de la table qui reçoit.</translation>
    </message>
    <message>
      <source>Four deals, any kind of ante, up to three things between deals; three tables, two balancing moves and the receiving table's deal.</source>
      <translation>Quatre donnes, toute sorte d'ante, jusqu'à trois choses entre deux donnes ; trois tables, deux déplacements d'équilibrage et la donne de la table qui reçoit.</translation>
    </message>
    <message>
      <source>Quiz at an event, difficulty {level}, code {seed}</source>
      <translation>Quiz en tournoi, difficulté {level}, code {seed}</translation>
    </message>
    <message>
      <source>Quiz: {rule}, difficulty {level}, code {seed}</source>
      <translation>Quiz : {rule}, difficulté {level}, code {seed}</translation>
    </message>
    <message>
      <source>Quiz finished: at an event, difficulty {level}, code {seed}</source>
      <translation>Quiz terminé : en tournoi, difficulté {level}, code {seed}</translation>
    </message>
    <message>
      <source>Quiz finished: {rule}, difficulty {level}, code {seed}</source>
      <translation>Quiz terminé : {rule}, difficulté {level}, code {seed}</translation>
    </message>
    <message>
      <source>An event made up at random: set up each deal at its table as the floor's actions since the last one require, then name the balancing moves.</source>
      <translation>Un tournoi inventé au hasard : préparez chaque donne à sa table selon ce que le floor a fait depuis la précédente, puis désignez les déplacements d'équilibrage.</translation>
    </message>
    <message>
      <source>A table made up at random: set up each deal as the floor events since the last one require.</source>
      <translation>Une table composée au hasard : préparez chaque donne comme l'exigent les événements survenus à la table depuis la précédente.</translation>
    </message>
    <message>
      <source>{tool}: click a seat (or type its number and press Enter). Clicking again takes it away.</source>
      <translation>{tool} : cliquez sur une place (ou tapez son numéro et appuyez sur Enter). Un second clic l'enlève.</translation>
    </message>
    <message>
      <source>A new game: the draw gave the button to seat {seat}.</source>
      <translation>Nouvelle partie : le tirage a donné le bouton à la place {seat}.</translation>
    </message>
    <message>
      <source>No hand has been dealt here yet.</source>
      <translation>Aucune main n'a encore été distribuée ici.</translation>
    </message>
    <message>
      <source>small blind {seat}</source>
      <translation>petite blinde {seat}</translation>
    </message>
    <message>
      <source>big blind {seat}</source>
      <translation>grosse blinde {seat}</translation>
    </message>
    <message>
      <source>third blind {seat}</source>
      <translation>troisième blinde {seat}</translation>
    </message>
    <message>
      <source>Last hand: button on seat {button}, {blinds}.</source>
      <translation>Main précédente : bouton sur la place {button}, {blinds}.</translation>
    </message>
    <message>
      <source>Nothing has changed since the last hand.</source>
      <translation>Rien n'a changé depuis la main précédente.</translation>
    </message>
    <message>
      <source>Perfect: every check is right.</source>
      <translation>Parfait : toutes les vérifications sont correctes.</translation>
    </message>
    <message>
      <source>The data folder cannot be used.</source>
      <translation>Le dossier de données ne peut pas être utilisé.</translation>
    </message>
    <message>
      <source>The data folder may not be written.</source>
      <translation>Le dossier de données n'est pas accessible en écriture.</translation>
    </message>
    <message>
      <source>The disk is full.</source>
      <translation>Le disque est plein.</translation>
    </message>
    <message>
      <source>The room file is damaged.</source>
      <translation>Le fichier de la salle est endommagé.</translation>
    </message>
    <message>
      <source>The room file was written by a newer floorapp.</source>
      <translation>Le fichier de la salle a été écrit par une version plus récente de floorapp.</translation>
    </message>
    <message>
      <source>Another program holds the room file.</source>
      <translation>Un autre programme utilise le fichier de la salle.</translation>
    </message>
    <message>
      <source>The disk refused the file.</source>
      <translation>Le disque a refusé le fichier.</translation>
    </message>
    <message>
      <source>This deal was graded but not saved: {why}</source>
      <translation>Cette donne a été évaluée mais pas enregistrée : {why}</translation>
    </message>
  </context>
  <context>
    <name>TrainingDialog</name>
    <message>
      <source>Live chips play as a bet; dead chips go to the pot. Give 0 and 0 to take the post away.</source>
      <translation>Les jetons vifs comptent comme mise ; les jetons morts vont au pot. Indiquez 0 et 0 pour retirer la mise.</translation>
    </message>
    <message>
      <source>&amp;Live</source>
      <translation>Jetons &amp;vifs</translation>
    </message>
    <message>
      <source>D&amp;ead</source>
      <translation>Jetons &amp;morts</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Fichiers CSV (*.csv)</translation>
    </message>
  </context>
  <context>
    <name>TrainingEvent</name>
    <message>
      <source>Event, level {level}: {small}/{big}</source>
      <translation>Tournoi, niveau {level} : {small}/{big}</translation>
    </message>
    <message>
      <source>big-blind ante {ante}</source>
      <translation>ante de grosse blinde {ante}</translation>
    </message>
    <message>
      <source>ante {ante} from every player</source>
      <translation>ante de {ante} par joueur</translation>
    </message>
    <message numerus="yes">
      <source>Table {table}: %n player(s)</source>
      <translation>
        <numerusform>Table {table} : %n joueur</numerusform>
        <numerusform>Table {table} : %n joueurs</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is absent.</source>
      <translation>{name} (table {table}, place {seat}) est absent.</translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is back.</source>
      <translation>{name} (table {table}, place {seat}) est de retour.</translation>
    </message>
    <message>
      <source>{name} joins: table {table}, seat {seat}.</source>
      <translation>{name} arrive : table {table}, place {seat}.</translation>
    </message>
    <message>
      <source>Eliminated at table {table}: {names}.</source>
      <translation>Éliminés à la table {table} : {names}.</translation>
    </message>
    <message>
      <source>A new level: {level}.</source>
      <translation>Nouveau niveau : {level}.</translation>
    </message>
    <message>
      <source>A hand is dealt at table {table}.</source>
      <translation>Une main est donnée à la table {table}.</translation>
    </message>
    <message>
      <source>The floor makes a balancing move.</source>
      <translation>Le floor fait un déplacement d'équilibrage.</translation>
    </message>
    <message>
      <source>Click the player who moves.</source>
      <translation>Cliquez sur le joueur qui change de table.</translation>
    </message>
    <message>
      <source>Now click the open seat the player goes to (a click on a player chooses again).</source>
      <translation>Cliquez maintenant sur la place libre où va le joueur (un clic sur un joueur choisit à nouveau).</translation>
    </message>
    <message>
      <source>Balancing: who moves, and to which seat?</source>
      <translation>Équilibrage : qui change de table, et pour quelle place ?</translation>
    </message>
    <message>
      <source>Table {table}: {last}</source>
      <translation>Table {table} : {last}</translation>
    </message>
    <message>
      <source>At table {table}.</source>
      <translation>À la table {table}.</translation>
    </message>
  </context>
  <context>
    <name>TrainingTool</name>
    <message>
      <source>&amp;Button</source>
      <translation>&amp;Bouton</translation>
    </message>
    <message>
      <source>D&amp;ead button</source>
      <translation>Bouton &amp;mort</translation>
    </message>
    <message>
      <source>&amp;Small blind</source>
      <translation>&amp;Petite blinde</translation>
    </message>
    <message>
      <source>Dead small b&amp;lind</source>
      <translation>Petite blinde m&amp;orte</translation>
    </message>
    <message>
      <source>Bi&amp;g blind</source>
      <translation>&amp;Grosse blinde</translation>
    </message>
    <message>
      <source>&amp;Third blind</source>
      <translation>&amp;Troisième blinde</translation>
    </message>
    <message>
      <source>&amp;Post…</source>
      <translation>M&amp;ise…</translation>
    </message>
    <message>
      <source>&amp;Missed SB</source>
      <translation>SB man&amp;quée</translation>
    </message>
    <message>
      <source>Missed BB</source>
      <translation>BB manquée</translation>
    </message>
    <message>
      <source>Missed b&amp;oth</source>
      <translation>Les deu&amp;x manquées</translation>
    </message>
    <message>
      <source>&amp;Dealt in / out</source>
      <translation>&amp;Servi / non servi</translation>
    </message>
    <message>
      <source>&amp;First to act</source>
      <translation>Premier à p&amp;arler</translation>
    </message>
    <message>
      <source>&amp;Clear seat</source>
      <translation>Vider la pla&amp;ce</translation>
    </message>
    <message>
      <source>Put the dealer button on the seat you click.</source>
      <translation>Met le bouton sur la place cliquée.</translation>
    </message>
    <message>
      <source>Put a dead button on the seat you click: nobody there is dealt in.</source>
      <translation>Met un bouton mort sur la place cliquée : personne n'y est servi.</translation>
    </message>
    <message>
      <source>Put the small blind on the seat you click; its player posts it.</source>
      <translation>Met la petite blinde sur la place cliquée ; son joueur la paie.</translation>
    </message>
    <message>
      <source>Put a dead small blind on the seat you click: nobody posts it.</source>
      <translation>Met une petite blinde morte sur la place cliquée : personne ne la paie.</translation>
    </message>
    <message>
      <source>Put the big blind on the seat you click.</source>
      <translation>Met la grosse blinde sur la place cliquée.</translation>
    </message>
    <message>
      <source>Put the third (largest) blind on the seat you click.</source>
      <translation>Met la troisième blinde (la plus grosse) sur la place cliquée.</translation>
    </message>
    <message>
      <source>Make the seat you click post: an entry post, a make-up, a seat-change post. You give the live and the dead amount.</source>
      <translation>Fait payer la place cliquée : mise d'entrée, rattrapage, mise de changement de place. Vous indiquez le montant vif et le montant mort.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed small blind button.</source>
      <translation>Après la donne, cette place a un bouton de petite blinde manquée.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed big blind button.</source>
      <translation>Après la donne, cette place a un bouton de grosse blinde manquée.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed-both button.</source>
      <translation>Après la donne, cette place a un bouton « deux blindes manquées ».</translation>
    </message>
    <message>
      <source>Deal the seat you click in, or leave it out. Each deal starts with every active player dealt in.</source>
      <translation>Sert la place cliquée, ou la laisse de côté. Chaque donne commence avec tous les joueurs actifs servis.</translation>
    </message>
    <message>
      <source>The player on the seat you click acts first before the flop.</source>
      <translation>Le joueur de la place cliquée parle en premier avant le flop.</translation>
    </message>
    <message>
      <source>Take every button, blind and post off the seat you click.</source>
      <translation>Retire tous les boutons, blindes et mises de la place cliquée.</translation>
    </message>
  </context>
  <context>
    <name>TrainingValue</name>
    <message>
      <source>seat {seat} ({name})</source>
      <translation>la place {seat} ({name})</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>la place {seat}</translation>
    </message>
    <message>
      <source>{live} and {dead}</source>
      <translation>{live} et {dead}</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>rien</translation>
    </message>
    <message>
      <source>dealt in</source>
      <translation>servi</translation>
    </message>
    <message>
      <source>not dealt in</source>
      <translation>non servi</translation>
    </message>
    <message>
      <source>dead</source>
      <translation>mort</translation>
    </message>
    <message>
      <source>live</source>
      <translation>vif</translation>
    </message>
    <message>
      <source>a {button} button</source>
      <translation>un bouton « {button} »</translation>
    </message>
    <message>
      <source>no missed-blind button</source>
      <translation>aucun bouton de blinde manquée</translation>
    </message>
    <message>
      <source>table {table}, seat {seat} ({name})</source>
      <translation>table {table}, place {seat} ({name})</translation>
    </message>
    <message>
      <source>table {table}, seat {seat}</source>
      <translation>table {table}, place {seat}</translation>
    </message>
    <message>
      <source>no seat</source>
      <translation>aucune place</translation>
    </message>
  </context>
  <context>
    <name>Wait</name>
    <message>
      <source>waits for the button to pass</source>
      <translation>attend que le bouton soit passé</translation>
    </message>
    <message>
      <source>waits for the big blind</source>
      <translation>attend la grosse blinde</translation>
    </message>
    <message>
      <source>waits for the blinds and the button to pass, then posts behind</source>
      <translation>attend que les blindes et le bouton soient passés, puis paie derrière</translation>
    </message>
    <message>
      <source>waits the hands the seat change cost</source>
      <translation>attend les mains que coûte le changement de place</translation>
    </message>
    <message>
      <source>dealt off the button: waits for the blinds to pass, then plays free</source>
      <translation>a changé de place après sa main au bouton : attend que les blindes soient passées, puis joue sans payer</translation>
    </message>
    <message>
      <source>is not in the redeal</source>
      <translation>n'est pas dans la redonne</translation>
    </message>
    <message>
      <source>waits until heads-up play has passed the seat</source>
      <translation>attend que le jeu en heads-up ait dépassé la place</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>Who can be dealt in</source>
      <translation>Qui peut être servi</translation>
    </message>
    <message>
      <source>Before placing the big blind, find the button and small-blind seats, then the zone between them. Only active players and entrants outside the zone can be dealt in; with exactly two of them the hand is heads-up, with fewer there is no hand.</source>
      <translation>Avant de placer la grosse blinde, repérez les places du bouton et de la petite blinde, puis la zone qui les sépare. Seuls les joueurs actifs et les entrants hors de la zone peuvent être servis ; s'ils sont exactement deux, la main se joue en heads-up ; s'ils sont moins nombreux, il n'y a pas de main.</translation>
    </message>
    <message>
      <source>Dead button rule</source>
      <translation>Règle du bouton mort</translation>
    </message>
    <message>
      <source>The big blind moves exactly one player every hand, and the other positions follow it. The button may end up on an empty seat or an absent player: a dead button.</source>
      <translation>La grosse blinde avance d'exactement un joueur à chaque main, et les autres positions la suivent. Le bouton peut alors tomber sur une place vide ou sur un joueur absent : c'est un bouton mort.</translation>
    </message>
    <message>
      <source>The big blind moves one player</source>
      <translation>La grosse blinde avance d'un joueur</translation>
    </message>
    <message>
      <source>The big blind goes to the next player after last hand's big blind who can take it. Away players and players waiting for the button to pass are skipped.</source>
      <translation>La grosse blinde va au premier joueur, après la grosse blinde de la main précédente, qui peut la prendre. Les joueurs absents et ceux qui attendent le passage du bouton sont sautés.</translation>
    </message>
    <message>
      <source>The small blind takes last hand's big-blind seat</source>
      <translation>La petite blinde prend la place de grosse blinde de la main précédente</translation>
    </message>
    <message>
      <source>The small blind goes on the seat where the big blind was last hand. Only the player who paid that big blind posts it; if that player is gone or away, the small blind is dead.</source>
      <translation>La petite blinde va sur la place où se trouvait la grosse blinde à la main précédente. Seul le joueur qui a payé cette grosse blinde la paie ; s'il est parti ou absent, la petite blinde est morte.</translation>
    </message>
    <message>
      <source>The button takes last hand's small-blind seat</source>
      <translation>Le bouton prend la place de petite blinde de la main précédente</translation>
    </message>
    <message>
      <source>The button goes on the seat where the small blind was last hand, even if that seat is empty or its player is away. Then the button is dead and the player to its right has last action again.</source>
      <translation>Le bouton va sur la place où se trouvait la petite blinde à la main précédente, même si cette place est vide ou si son joueur est absent. Le bouton est alors mort et le joueur à sa droite parle de nouveau en dernier.</translation>
    </message>
    <message>
      <source>Missed blinds under the dead button</source>
      <translation>Blindes manquées avec le bouton mort</translation>
    </message>
    <message>
      <source>An away player skipped by the big blind owes both blinds. An away player on the small-blind seat owes the small blind. On the button seat nothing is missed.</source>
      <translation>Un joueur absent sauté par la grosse blinde doit les deux blindes. Un joueur absent sur la place de petite blinde doit la petite blinde. Sur la place du bouton, il ne manque rien.</translation>
    </message>
    <message>
      <source>Three blinds move the same way</source>
      <translation>Trois blindes avancent de la même façon</translation>
    </message>
    <message>
      <source>With three blinds the largest moves to the next player who can take it, and each smaller blind and the button take the seat of the next larger position last hand.</source>
      <translation>Avec trois blindes, la plus grosse va au joueur suivant qui peut la prendre, et chaque blinde plus petite, ainsi que le bouton, prend la place qu'occupait à la main précédente la position immédiatement supérieure.</translation>
    </message>
    <message>
      <source>Simplified button rule</source>
      <translation>Règle du bouton simplifié</translation>
    </message>
    <message>
      <source>The button always moves forward to the next active player and the blinds follow it, as online. Nobody posts twice in a round.</source>
      <translation>Le bouton avance toujours jusqu'au joueur actif suivant et les blindes le suivent, comme en ligne. Personne ne paie deux fois dans un tour.</translation>
    </message>
    <message>
      <source>The button goes to the next active player</source>
      <translation>Le bouton va au joueur actif suivant</translation>
    </message>
    <message>
      <source>The button moves to the first active player after last hand's button, passing empty seats and absent players.</source>
      <translation>Le bouton va au premier joueur actif après le bouton de la main précédente, en passant les places vides et les joueurs absents.</translation>
    </message>
    <message>
      <source>The blinds follow the button</source>
      <translation>Les blindes suivent le bouton</translation>
    </message>
    <message>
      <source>The small blind goes to the first active player after the button, the big blind to the next player after it who can take it. Active players passed over owe nothing.</source>
      <translation>La petite blinde va au premier joueur actif après le bouton, la grosse blinde au joueur suivant qui peut la prendre. Les joueurs actifs ainsi passés ne doivent rien.</translation>
    </message>
    <message>
      <source>Missed blinds under the simplified button</source>
      <translation>Blindes manquées avec le bouton simplifié</translation>
    </message>
    <message>
      <source>An away player passed by the small blind owes the small blind; one passed by the big blind owes the big blind. Passed by both, a player owes both.</source>
      <translation>Un joueur absent passé par la petite blinde doit la petite blinde ; celui que passe la grosse blinde doit la grosse blinde. S'il a manqué les deux, il doit les deux.</translation>
    </message>
    <message>
      <source>Missed blinds</source>
      <translation>Blindes manquées</translation>
    </message>
    <message>
      <source>A player who misses blinds while away gets a missed-blind button. It stays on the table until the player makes up what is owed or the big blind arrives.</source>
      <translation>Un joueur qui manque des blindes pendant son absence reçoit un bouton de blinde manquée. Ce bouton reste sur la table jusqu'à ce qu'il rattrape ce qu'il doit ou que la grosse blinde lui parvienne.</translation>
    </message>
    <message>
      <source>Nobody comes in inside the zone</source>
      <translation>Personne n'entre dans la zone</translation>
    </message>
    <message>
      <source>Nobody enters the game on the button seat or between the button and the small blind. A player there waits until the button has passed that seat.</source>
      <translation>Personne n'entre en jeu sur la place du bouton ni entre le bouton et la petite blinde. Un joueur placé là attend que le bouton ait passé sa place.</translation>
    </message>
    <message>
      <source>Making up missed blinds</source>
      <translation>Rattraper les blindes manquées</translation>
    </message>
    <message>
      <source>A returning player outside the zone who chooses to post makes up what is owed and plays at once: a missed big blind is posted live, a missed small blind dead. With the big-only house rule, one live big blind settles both.</source>
      <translation>Un joueur qui revient hors de la zone et choisit de payer rattrape ce qu'il doit et joue aussitôt : une grosse blinde manquée se paie vive, une petite blinde manquée morte. Avec la règle maison « grosse blinde seule », une seule grosse blinde vive règle les deux.</translation>
    </message>
    <message>
      <source>Waiting for the big blind</source>
      <translation>Attendre la grosse blinde</translation>
    </message>
    <message>
      <source>A returning or new player may wait for the big blind instead. When it arrives, the player posts only the big blind and the missed-blind button goes.</source>
      <translation>Un joueur qui revient, ou un nouveau joueur, peut aussi attendre la grosse blinde. Quand elle lui parvient, il ne paie que la grosse blinde et son bouton de blinde manquée est retiré.</translation>
    </message>
    <message>
      <source>Coming in behind the button</source>
      <translation>Entrer derrière le bouton</translation>
    </message>
    <message>
      <source>A player may let the blinds and the button pass the seat, then post what is owed in the seat just after the button. Meanwhile the big blind skips that seat.</source>
      <translation>Un joueur peut laisser les blindes et le bouton dépasser sa place, puis payer ce qu'il doit à la place qui suit immédiatement le bouton. En attendant, la grosse blinde le saute.</translation>
    </message>
    <message>
      <source>Missed blinds forgiven</source>
      <translation>Blindes manquées annulées</translation>
    </message>
    <message>
      <source>An away player does not post the big blind when it arrives, and keeps or gets a missed-blind button. If fewer than two present players owe nothing, every missed blind is forgiven so that the game can go on.</source>
      <translation>Un joueur absent ne paie pas la grosse blinde quand elle lui parvient ; il garde ou reçoit son bouton de blinde manquée. Si moins de deux joueurs présents ne doivent rien, toutes les blindes manquées sont annulées pour que la partie puisse continuer.</translation>
    </message>
    <message>
      <source>Dealt in without posting</source>
      <translation>Servi sans avoir payé</translation>
    </message>
    <message>
      <source>A player dealt in without posting what is owed has a dead hand before acting; after acting, the hand stands and the post is due on the next deal.</source>
      <translation>Un joueur servi sans avoir payé ce qu'il doit a une main morte s'il n'a pas encore agi ; s'il a agi, la main est maintenue et il paie à la donne suivante.</translation>
    </message>
    <message>
      <source>No dead button (Caro &amp; Cooke)</source>
      <translation>Pas de bouton mort (Caro &amp; Cooke)</translation>
    </message>
    <message>
      <source>The button always moves to a player who is dealt in and the blinds follow it; special steps apply when a departure would let someone skip a blind. An away player passed by the big blind owes both blinds, never the big blind alone.</source>
      <translation>Le bouton va toujours à un joueur servi et les blindes le suivent ; des étapes particulières s'appliquent quand un départ permettrait à quelqu'un d'éviter une blinde. Un joueur absent passé par la grosse blinde doit les deux blindes, jamais la grosse blinde seule.</translation>
    </message>
    <message>
      <source>The player due the big blind leaves</source>
      <translation>Le joueur qui devait prendre la grosse blinde quitte la table</translation>
    </message>
    <message>
      <source>The button moves as usual; the next player after the leaver posts the big blind and the player before the leaver the small blind.</source>
      <translation>Le bouton avance normalement ; le joueur qui suit celui qui est parti paie la grosse blinde et celui qui le précède la petite blinde.</translation>
    </message>
    <message>
      <source>The player due the small blind leaves</source>
      <translation>Le joueur qui devait prendre la petite blinde quitte la table</translation>
    </message>
    <message>
      <source>The button moves as usual, the small blind is dead on the leaver's seat and the big blind goes to the next player. Next hand the button moves through the empty seat to that hand's big blind, who posts a small blind on the button.</source>
      <translation>Le bouton avance normalement, la petite blinde est morte sur la place du joueur parti et la grosse blinde va au joueur suivant. À la main suivante, le bouton traverse la place vide jusqu'à la grosse blinde de cette main, qui paie une petite blinde sur le bouton.</translation>
    </message>
    <message>
      <source>The player due the button leaves</source>
      <translation>Le joueur qui devait prendre le bouton quitte la table</translation>
    </message>
    <message>
      <source>The button moves through the leaver's seat to last hand's big blind, who posts a small blind on it, and the next two players each post a big blind. Next hand the button goes to the first of them, who posts a small blind, and so does the second.</source>
      <translation>Le bouton traverse la place du joueur parti jusqu'à la grosse blinde de la main précédente, qui paie une petite blinde sur le bouton, et les deux joueurs suivants paient chacun une grosse blinde. À la main suivante, le bouton va au premier d'entre eux, qui paie une petite blinde, et le second en paie une aussi.</translation>
    </message>
    <message>
      <source>Cases the procedures do not settle</source>
      <translation>Cas que les procédures ne règlent pas</translation>
    </message>
    <message>
      <source>Decide by two principles, in this order: the button never lies on an empty seat or a player who is not dealt in; each present player meets one big and one small blind per round.</source>
      <translation>Tranchez selon deux principes, dans cet ordre : le bouton ne se trouve jamais sur une place vide ni sur un joueur qui n'est pas servi ; chaque joueur présent paie une grosse et une petite blinde par tour.</translation>
    </message>
    <message>
      <source>Heads-up play</source>
      <translation>Le jeu en heads-up</translation>
    </message>
    <message>
      <source>With two players the positions follow special rules, also on the hands where heads-up play starts or ends.</source>
      <translation>À deux joueurs, les positions suivent des règles particulières, y compris aux mains où le heads-up commence ou se termine.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind</source>
      <translation>Heads-up : le bouton paie la petite blinde</translation>
    </message>
    <message>
      <source>With two players the button posts the small blind and acts first before the flop.</source>
      <translation>À deux joueurs, le bouton paie la petite blinde et parle en premier avant le flop.</translation>
    </message>
    <message>
      <source>Heads-up: nobody has the big blind twice</source>
      <translation>Heads-up : personne n'a deux fois la grosse blinde</translation>
    </message>
    <message>
      <source>The big blind goes to the player after last hand's big blind; the other player takes the button and the small blind.</source>
      <translation>La grosse blinde va au joueur qui suit la grosse blinde de la main précédente ; l'autre joueur prend le bouton et la petite blinde.</translation>
    </message>
    <message>
      <source>From heads-up back to more players</source>
      <translation>Du heads-up au retour à plus de joueurs</translation>
    </message>
    <message>
      <source>The positions go on from the heads-up hand by the table's button rule. A player who sits down during heads-up play comes in once outside the next hand's zone.</source>
      <translation>Les positions continuent à partir de la main en heads-up, selon la règle du bouton de la table. Un joueur qui s'assoit pendant le heads-up entre en jeu dès qu'il est hors de la zone de la main suivante.</translation>
    </message>
    <message>
      <source>New players and new games</source>
      <translation>Nouveaux joueurs et nouvelles parties</translation>
    </message>
    <message>
      <source>A new player joins by posting or waiting for the big blind; at a new game the draw places the first button.</source>
      <translation>Un nouveau joueur entre en payant ou en attendant la grosse blinde ; dans une nouvelle partie, le tirage désigne le premier bouton.</translation>
    </message>
    <message>
      <source>A new player posts or waits</source>
      <translation>Un nouveau joueur paie ou attend</translation>
    </message>
    <message>
      <source>A new player outside the zone either posts a big blind (twice the big blind at lowball), live, and plays at once, or waits for the big blind. On the big-blind seat the new player just posts the big blind.</source>
      <translation>Un nouveau joueur hors de la zone soit paie une grosse blinde (deux fois la grosse blinde en lowball), vive, et joue aussitôt, soit attend la grosse blinde. Sur la place de grosse blinde, il paie simplement la grosse blinde.</translation>
    </message>
    <message>
      <source>Bust and rebuy</source>
      <translation>Décave et recave</translation>
    </message>
    <message>
      <source>A player who busts counts as away. A rebuy does not make a new player: the blinds missed meanwhile are owed.</source>
      <translation>Un joueur décavé compte comme absent. Quand il se recave, il ne compte pas comme un nouveau joueur : il doit les blindes qu'il a manquées entre-temps.</translation>
    </message>
    <message>
      <source>A new game</source>
      <translation>Une nouvelle partie</translation>
    </message>
    <message>
      <source>The button goes where the draw put it and the next two players post the blinds; nobody else posts. A player who sits down before any blind has passed that seat plays without posting.</source>
      <translation>Le bouton va là où le tirage l'a placé et les deux joueurs suivants paient les blindes ; personne d'autre ne paie. Un joueur qui s'assoit avant qu'aucune blinde n'ait passé sa place joue sans payer.</translation>
    </message>
    <message>
      <source>Free hand in a short game</source>
      <translation>Main gratuite en partie réduite</translation>
    </message>
    <message>
      <source>With the house's short-game limit set, a new player outside the zone plays the first hand free while that many players or fewer were dealt in on the last hand.</source>
      <translation>Si la maison a fixé un seuil de partie réduite, un nouveau joueur hors de la zone joue gratuitement sa première main tant que ce nombre de joueurs, ou moins, a été servi à la main précédente.</translation>
    </message>
    <message>
      <source>A new player the button passed before posting</source>
      <translation>Un nouveau joueur dépassé par le bouton avant d'avoir payé</translation>
    </message>
    <message>
      <source>A new player who is away when the button moves past the seat, after the big blind has passed it, never posted: the floor picks the player up and gives the seat to the next player on the list. With nobody waiting, the player keeps the missed-blind button and stays away.</source>
      <translation>Un nouveau joueur absent quand le bouton dépasse sa place, après la grosse blinde, n'a jamais payé : il est retiré de la table et sa place est donnée au joueur suivant de la liste d'attente. Si personne n'attend, le joueur garde son bouton de blinde manquée et reste absent.</translation>
    </message>
    <message>
      <source>Seat changes</source>
      <translation>Changements de place</translation>
    </message>
    <message>
      <source>A seat change is priced by how many more hands the big blind needs to reach the player, counting players, not seats.</source>
      <translation>Un changement de place se paie selon le nombre de mains supplémentaires qu'il faut à la grosse blinde pour atteindre le joueur, en comptant les joueurs, pas les places.</translation>
    </message>
    <message>
      <source>Seat change: same relative position</source>
      <translation>Changement de place : même position relative</translation>
    </message>
    <message>
      <source>Moving toward the blinds, or no further from them, the player plays at once and free. Moving further away, the player waits as many hands as the move gained, or posts a big blind to play at once.</source>
      <translation>S'il se rapproche des blindes, ou ne s'en éloigne pas, il joue aussitôt et gratuitement. S'il s'en éloigne, il attend autant de mains que le déplacement lui en a fait gagner, ou paie une grosse blinde pour jouer aussitôt.</translation>
    </message>
    <message>
      <source>Seat change: past two players</source>
      <translation>Changement de place : au-delà de deux joueurs</translation>
    </message>
    <message>
      <source>Under this house rule a player may move past up to two players for free. Further than that, the player posts a big blind or waits for the big blind.</source>
      <translation>Selon cette règle maison, un joueur peut se déplacer gratuitement en passant au plus deux joueurs. Au-delà, il paie une grosse blinde ou attend la grosse blinde.</translation>
    </message>
    <message>
      <source>No move off the button</source>
      <translation>Pas de changement de place depuis le bouton</translation>
    </message>
    <message>
      <source>Nobody may move off the button seat on the button hand; the move comes after it.</source>
      <translation>Personne ne peut quitter la place du bouton pendant sa main au bouton ; il change de place après.</translation>
    </message>
    <message>
      <source>Moving into a blind or the button seat</source>
      <translation>Changement vers une place de blinde ou du bouton</translation>
    </message>
    <message>
      <source>Moving into the seat due the big blind, the player plays at once in the big blind. Moving into the seat due the small blind or the button, the player waits until the button has passed, then plays; after a move further from the blinds, posting behind the button or once the hands the move cost are waited.</source>
      <translation>S'il va sur la place qui doit recevoir la grosse blinde, il joue aussitôt en grosse blinde. S'il va sur la place qui doit recevoir la petite blinde ou le bouton, il attend que le bouton soit passé, puis joue ; s'il s'est éloigné des blindes, en payant derrière le bouton ou une fois attendues les mains que le déplacement a coûtées.</translation>
    </message>
    <message>
      <source>Dealing off the button</source>
      <translation>Changer de place après son bouton</translation>
    </message>
    <message>
      <source>A player who had the button last hand and moves is never charged a post. Without playing at once, the player waits until the blinds have passed the new seat and comes in behind the button for free.</source>
      <translation>Un joueur qui avait le bouton à la main précédente et change de place ne paie jamais rien pour cela. S'il ne peut pas jouer aussitôt, il attend que les blindes aient passé sa nouvelle place et entre gratuitement derrière le bouton.</translation>
    </message>
    <message>
      <source>Debts move with the player</source>
      <translation>Les dettes suivent le joueur</translation>
    </message>
    <message>
      <source>Missed blinds follow a player to the new seat, where they are made up as usual.</source>
      <translation>Les blindes manquées suivent le joueur à sa nouvelle place, où il les rattrape comme d'habitude.</translation>
    </message>
    <message>
      <source>Straddles</source>
      <translation>Straddles</translation>
    </message>
    <message>
      <source>A live straddle is posted under the gun, twice the big blind; the straddler acts last before the flop and the action starts to the straddler's left. A sleeper straddle from another seat is not live.</source>
      <translation>Un straddle vif se paie sous le gun et vaut deux fois la grosse blinde ; ce joueur parle en dernier avant le flop et l'action commence à sa gauche. Un straddle dormant, payé depuis une autre place, n'est pas vif.</translation>
    </message>
    <message>
      <source>New player away before the first hand</source>
      <translation>Nouveau joueur absent avant sa première main</translation>
    </message>
    <message>
      <source>The missed-blind button stays as a record, but coming back the player owes only the entry post: no round was played yet.</source>
      <translation>Il garde le bouton de blinde manquée pour mémoire, mais à son retour il ne doit que sa mise d'entrée : il n'a jamais joué de tour.</translation>
    </message>
    <message>
      <source>An away player cannot change seats</source>
      <translation>Un joueur absent ne peut pas changer de place</translation>
    </message>
    <message>
      <source>Seats change once the player is back, so that the player's place in the blind order is known.</source>
      <translation>Il change de place à son retour, pour que sa place dans l'ordre des blindes soit connue.</translation>
    </message>
    <message>
      <source>New player moves before the first hand</source>
      <translation>Un nouveau joueur change de place avant sa première main</translation>
    </message>
    <message>
      <source>Still a new player; the choice given with the move replaces the first one.</source>
      <translation>Il reste un nouveau joueur ; le choix qu'il indique avec le déplacement remplace le premier.</translation>
    </message>
    <message>
      <source>Move from an empty seat</source>
      <translation>Déplacement depuis une place vide</translation>
    </message>
    <message>
      <source>A move from an empty seat is refused as 'seat empty', before the target seat is looked at.</source>
      <translation>Un déplacement depuis une place vide est refusé (« place vide »), avant même d'examiner la place d'arrivée.</translation>
    </message>
    <message>
      <source>Dealing off into the small-blind seat</source>
      <translation>Changer de place après son bouton, vers la place de petite blinde</translation>
    </message>
    <message>
      <source>The player waits until the button has passed, then plays free.</source>
      <translation>Il attend que le bouton soit passé, puis joue gratuitement.</translation>
    </message>
    <message>
      <source>Who can bust</source>
      <translation>Qui peut se décaver</translation>
    </message>
    <message>
      <source>Only a player dealt in can bust; a busted or away player cannot bust again.</source>
      <translation>Seul un joueur servi peut se décaver ; un joueur déjà décavé, ou absent, ne le peut pas.</translation>
    </message>
    <message>
      <source>A player leaves before a redeal</source>
      <translation>Un joueur part avant une redonne</translation>
    </message>
    <message>
      <source>The redeal repeats the positions and posts; whoever has gone is not dealt in.</source>
      <translation>La redonne reprend les mêmes positions et les mêmes mises ; celui qui est parti n'est pas servi.</translation>
    </message>
    <message>
      <source>No newcomer in a redeal</source>
      <translation>Pas de nouveau joueur dans une redonne</translation>
    </message>
    <message>
      <source>A player who sits down between a misdeal and the redeal waits for the next hand.</source>
      <translation>Un joueur qui s'assoit entre une fausse donne et la redonne attend la main suivante.</translation>
    </message>
    <message>
      <source>No correction before the first hand</source>
      <translation>Pas de correction avant la première main</translation>
    </message>
    <message>
      <source>Before the first hand of a game there are no positions to put right.</source>
      <translation>Avant la première main d'une partie, il n'y a aucune position à corriger.</translation>
    </message>
    <message>
      <source>A present player with a missed-blind button</source>
      <translation>Un joueur présent avec un bouton de blinde manquée</translation>
    </message>
    <message>
      <source>That player has come back and chosen to post.</source>
      <translation>Il est revenu et a choisi de payer.</translation>
    </message>
    <message>
      <source>A player due behind the button near heads-up</source>
      <translation>Un joueur attendu derrière le bouton, à l'approche du heads-up</translation>
    </message>
    <message>
      <source>That player counts as one who can be dealt this hand: coming in behind the button, or posting the big blind if it arrives first.</source>
      <translation>Il compte comme un joueur qui peut être servi à cette main : il entre derrière le bouton, ou paie la grosse blinde si elle lui parvient d'abord.</translation>
    </message>
    <message>
      <source>Heads-up: the button falls to a newcomer</source>
      <translation>Heads-up : le bouton tombe sur un nouveau joueur</translation>
    </message>
    <message>
      <source>The new player posts the small blind on the button and plays, with no entry post on top.</source>
      <translation>Il paie la petite blinde sur le bouton et joue, sans mise d'entrée en plus.</translation>
    </message>
    <message>
      <source>A player comes back owing nothing</source>
      <translation>Un joueur revient sans rien devoir</translation>
    </message>
    <message>
      <source>The player plays at once. If hands were dealt during the absence, the player comes in like an entrant: outside the zone at once, inside it once the button has passed, never on the button or a small blind.</source>
      <translation>Le joueur joue aussitôt. Si des mains ont été distribuées pendant son absence, le joueur entre comme un nouveau joueur : hors de la zone aussitôt, dans la zone une fois le bouton passé, jamais sur le bouton ni sur une petite blinde.</translation>
    </message>
    <message>
      <source>What 'a big blind' means with three blinds</source>
      <translation>Ce que signifie « une grosse blinde » avec trois blindes</translation>
    </message>
    <message>
      <source>Entry posts, seat-change posts and big-only make-ups are one largest blind, live.</source>
      <translation>Les mises d'entrée, les mises de changement de place et les rattrapages « grosse blinde seule » valent une seule blinde, la plus grosse, vive.</translation>
    </message>
    <message>
      <source>Three blinds with two or three players</source>
      <translation>Trois blindes à deux ou trois joueurs</translation>
    </message>
    <message>
      <source>Only the smallest and the largest blind are posted. Heads-up the button posts the smallest.</source>
      <translation>Seules la plus petite et la plus grosse blinde sont payées. En heads-up, le bouton paie la plus petite.</translation>
    </message>
    <message>
      <source>Three blinds with a moving or simplified button</source>
      <translation>Trois blindes avec le bouton en mouvement ou le bouton simplifié</translation>
    </message>
    <message>
      <source>The plain rotation places every blind; the Caro &amp; Cooke steps apply to two blinds only. Nobody enters between the button and the middle blind.</source>
      <translation>La rotation simple place chaque blinde ; les étapes de Caro &amp; Cooke ne valent que pour deux blindes. Personne n'entre entre le bouton et la blinde du milieu.</translation>
    </message>
    <message>
      <source>The players due the button and the small blind both leave</source>
      <translation>Les joueurs qui devaient prendre le bouton et la petite blinde quittent tous deux la table</translation>
    </message>
    <message>
      <source>Under the moving button the button moves through both seats to the next player, who posts a small blind on it; the next two players each post a big blind, as in R-43.</source>
      <translation>Avec le bouton en mouvement, le bouton traverse les deux places jusqu'au joueur suivant, qui paie une petite blinde sur le bouton ; les deux joueurs suivants paient chacun une grosse blinde, comme en R-43.</translation>
    </message>
    <message>
      <source>A departure during the dead-small-blind steps</source>
      <translation>Un départ pendant les étapes de la blinde morte</translation>
    </message>
    <message>
      <source>The steps go on; the big blind goes to the next present player and the absent one owes both blinds.</source>
      <translation>Les étapes continuent ; la grosse blinde va au joueur présent suivant et le joueur absent doit les deux blindes.</translation>
    </message>
    <message>
      <source>Two players away before the big blind</source>
      <translation>Deux joueurs absents avant la grosse blinde</translation>
    </message>
    <message>
      <source>Each is passed like one departure: both owe both blinds and the big blind goes to the next present player.</source>
      <translation>Chacun est passé comme lors d'un départ : tous deux doivent les deux blindes et la grosse blinde va au joueur présent suivant.</translation>
    </message>
    <message>
      <source>Last hand's big blind changes seats</source>
      <translation>La grosse blinde de la main précédente change de place</translation>
    </message>
    <message>
      <source>Under the dead or the moving button the old seat has a dead small blind, which the player posts, dead, in the new seat. The move itself is priced as any seat change.</source>
      <translation>Avec le bouton mort ou le bouton en mouvement, l'ancienne place a une petite blinde morte, que le joueur paie, morte, à la nouvelle place. Le changement de place lui-même se paie comme tout autre.</translation>
    </message>
    <message>
      <source>Early newcomer in a new game</source>
      <translation>Nouveau joueur arrivé tôt dans une nouvelle partie</translation>
    </message>
    <message>
      <source>The player is in the game from the first hand, and the big blind arrives in turn.</source>
      <translation>Il est en jeu dès sa première main, et la grosse blinde lui parvient à son tour.</translation>
    </message>
    <message>
      <source>The player who drew the button leaves</source>
      <translation>Le joueur qui a tiré le bouton quitte la table</translation>
    </message>
    <message>
      <source>The first button goes to the next player clockwise from the drawn seat.</source>
      <translation>Le premier bouton va au joueur suivant, dans le sens des aiguilles d'une montre, à partir de la place tirée.</translation>
    </message>
    <message>
      <source>Straddles allowed by the house</source>
      <translation>Straddles autorisés par la maison</translation>
    </message>
    <message>
      <source>A straddle is allowed only if the house allows it. Under the gun it is live; from another seat it is a sleeper where allowed, and void otherwise.</source>
      <translation>Un straddle n'est permis que si la maison l'autorise. Sous le gun, il est vif ; depuis une autre place, c'est un straddle dormant là où c'est autorisé, et il est nul sinon.</translation>
    </message>
    <message>
      <source>Blind on the button</source>
      <translation>Blinde sur le bouton</translation>
    </message>
    <message>
      <source>Under this house rule the smallest blind is posted on the button and the other blinds follow to its left.</source>
      <translation>Selon cette règle maison, la plus petite blinde se paie sur le bouton et les autres blindes suivent à sa gauche.</translation>
    </message>
    <message>
      <source>A single blind</source>
      <translation>Une seule blinde</translation>
    </message>
    <message>
      <source>It is the big blind; the button takes last hand's blind seat.</source>
      <translation>C'est la grosse blinde ; le bouton prend la place de blinde de la main précédente.</translation>
    </message>
    <message>
      <source>Away during a seat-change wait</source>
      <translation>Absent pendant l'attente d'un changement de place</translation>
    </message>
    <message>
      <source>The hands keep counting during the absence; once back, the player waits what is left or posts a big blind.</source>
      <translation>Les mains continuent de compter pendant son absence ; à son retour, il attend ce qui reste ou paie une grosse blinde.</translation>
    </message>
    <message>
      <source>A correction names a newcomer as big blind</source>
      <translation>Une correction désigne un nouveau joueur comme grosse blinde</translation>
    </message>
    <message>
      <source>That player never played that big blind: the small blind on the seat is dead and the player enters as a newcomer.</source>
      <translation>Il n'a jamais joué cette grosse blinde : la petite blinde sur sa place est morte et il entre comme un nouveau joueur.</translation>
    </message>
    <message>
      <source>Moving button starting after a dead small blind</source>
      <translation>Bouton en mouvement lancé après une blinde morte</translation>
    </message>
    <message>
      <source>It is the second hand of the dead-small-blind steps: the button moves through the empty seat and its player posts a small blind on it.</source>
      <translation>C'est la deuxième main des étapes de la blinde morte : le bouton traverse la place vide et le joueur du bouton paie une petite blinde sur le bouton.</translation>
    </message>
    <message>
      <source>House rules changed during play</source>
      <translation>Règles maison modifiées en cours de jeu</translation>
    </message>
    <message>
      <source>New blind amounts keep the positions. Another number of blinds, or a blind on the button switched on or off, starts a new game with the button where it was. Missed blinds are carried, made up at the new amounts.</source>
      <translation>De nouveaux montants de blindes gardent les positions. Un autre nombre de blindes, ou une blinde au bouton activée ou désactivée, lance une nouvelle partie avec le bouton là où il était. Les blindes manquées sont reportées et rattrapées aux nouveaux montants.</translation>
    </message>
    <message>
      <source>A seat change that costs a big blind, with missed blinds owed</source>
      <translation>Un changement de place qui coûte une grosse blinde, avec des blindes manquées dues</translation>
    </message>
    <message>
      <source>One live big blind pays both for playing at once and for the live part of the make-up; the dead part of the make-up is added.</source>
      <translation>Une seule grosse blinde vive paie à la fois le droit de jouer aussitôt et la part vive du rattrapage ; la part morte du rattrapage s'y ajoute.</translation>
    </message>
    <message>
      <source>No game to wait for</source>
      <translation>Pas de partie à attendre</translation>
    </message>
    <message>
      <source>When waiting for the button (the zone, behind) would leave fewer than two players to deal, nobody waits: the hand is dealt with them.</source>
      <translation>Quand attendre le bouton (la zone, derrière) laisserait moins de deux joueurs à servir, personne n'attend : la main est distribuée avec eux.</translation>
    </message>
    <message>
      <source>The rotation starts again</source>
      <translation>La rotation reprend</translation>
    </message>
    <message>
      <source>With too few players of the last hand left for the button and the smaller blinds, the players coming in owing nothing join the rotation.</source>
      <translation>S'il reste trop peu de joueurs de la main précédente pour le bouton et les petites blindes, les joueurs qui entrent sans rien devoir rejoignent la rotation.</translation>
    </message>
    <message>
      <source>Picking up a player</source>
      <translation>Retirer un joueur</translation>
    </message>
    <message>
      <source>The player leaves the table like a player who leaves: the chips are racked and kept at the podium, and a lock-up button holds the seat for the next player called from the list. Coming back, the player goes on the list like anyone.</source>
      <translation>Le joueur quitte la table comme un joueur qui part : ses jetons sont rangés et gardés à l'accueil, et un bouton de place réservée garde la place pour le joueur suivant appelé de la liste d'attente. S'il revient, il s'inscrit sur la liste d'attente comme tout le monde.</translation>
    </message>
    <message>
      <source>A missed blind carried from another table</source>
      <translation>Une blinde manquée venue d'une autre table</translation>
    </message>
    <message>
      <source>A player moved from another table of the same game is a new player here and brings the missed-blind button along. Posting at once or behind the button, the entry post counts as the live big blind of the make-up and its dead part is added; waiting for the big blind, the player posts only that blind and the button goes.</source>
      <translation>Un joueur venu d'une autre table de la même partie est ici un nouveau joueur et apporte son bouton de blinde manquée. S'il paie aussitôt ou derrière le bouton, sa mise d'entrée compte comme la grosse blinde vive du rattrapage et la part morte s'y ajoute ; s'il attend la grosse blinde, il ne paie que cette blinde et le bouton de blinde manquée est retiré.</translation>
    </message>
    <message>
      <source>Who an open seat goes to</source>
      <translation>À qui va une place libre</translation>
    </message>
    <message>
      <source>At a main table fed by a must-move table, an open seat goes to the must-move player who has sat there longest (a player who is away is passed over until back). Then come the players of other tables who asked for this game, in the order they asked, then the list in its order. Nobody already called to a seat is offered another.</source>
      <translation>À une table principale alimentée par une table de transfert obligatoire, une place libre va au joueur en transfert obligatoire qui y est assis depuis le plus longtemps (un joueur absent est sauté jusqu'à son retour). Viennent ensuite les joueurs d'autres tables qui ont demandé cette partie, dans l'ordre de leur demande, puis la liste dans son ordre. Personne déjà appelé à une place ne se voit proposer une autre place.</translation>
    </message>
    <message>
      <source>Breaking a table</source>
      <translation>Casser une table</translation>
    </message>
    <message>
      <source>The players of a broken table are given the open seats of the game's other tables, by draw or clockwise from the seat after the last button; a player away is seated away. A busted player, and anyone left without a seat, goes to the top of the list. Each comes in as a new player and brings any missed-blind button.</source>
      <translation>Les joueurs d'une table cassée reçoivent les places libres des autres tables de la partie, par tirage au sort ou dans le sens des aiguilles d'une montre à partir de la place après le dernier bouton ; un joueur absent est installé absent. Un joueur décavé, et quiconque reste sans place, va en tête de la liste. Chacun entre comme nouveau joueur et apporte son éventuel bouton de blinde manquée.</translation>
    </message>
    <message>
      <source>A call holds the seat</source>
      <translation>Un appel tient la place</translation>
    </message>
    <message>
      <source>Calling a player locks the seat up for that player alone, for the table's lock-up minutes. Nobody else is seated there until the call is cancelled. A player who does not come goes to the bottom of the list or off it, as the house decides, and the seat stays locked up for the next player called.</source>
      <translation>Appeler un joueur fait de la place une place réservée pour ce seul joueur, pendant le délai de la place réservée fixé pour la table. Personne d'autre n'y est installé tant que l'appel n'est pas annulé. Un joueur qui ne vient pas passe en bas de la liste ou en sort, selon la maison, et la place reste une place réservée pour le joueur appelé ensuite.</translation>
    </message>
    <message>
      <source>Undoing a move from the list</source>
      <translation>Annuler un déplacement depuis la liste</translation>
    </message>
    <message>
      <source>A call, a seating, a table change or a broken table is undone or redone as a whole, from the list or from any table it changed, as long as it is still the latest action at every one of those tables. Once a hand has been dealt at one of them, undo there first.</source>
      <translation>Un appel, une installation, un changement de table ou une table cassée s'annule ou se rétablit d'un bloc, depuis la liste ou depuis toute table touchée, tant que c'est encore la dernière action à chacune de ces tables. Dès qu'une main a été distribuée à l'une d'elles, annulez d'abord là-bas.</translation>
    </message>
    <message>
      <source>A table change while away</source>
      <translation>Un changement de table pendant une absence</translation>
    </message>
    <message>
      <source>A player who asked for another table is moved only while present at the old seat, so that the chips and any missed-blind button move with the player. One who has left that table meanwhile is seated like any name of the list.</source>
      <translation>Un joueur qui a demandé une autre table n'est déplacé que s'il est présent à son ancienne place, pour que ses jetons et son éventuel bouton de blinde manquée le suivent. Celui qui a quitté cette table entre-temps est installé comme n'importe quel nom de la liste.</translation>
    </message>
    <message>
      <source>Waiting after a move into the zone</source>
      <translation>Attendre après un changement de place dans la zone</translation>
    </message>
    <message>
      <source>Moving into the seat due the button or the small blind, the player never enters before the button has passed. Moving further from the blinds, the player still chooses: post a big blind behind the button, or wait the hands the move cost and then play free.</source>
      <translation>S'il va sur la place qui doit recevoir le bouton ou la petite blinde, le joueur n'entre jamais avant que le bouton soit passé. S'il s'est éloigné des blindes, il choisit toujours : payer une grosse blinde derrière le bouton, ou attendre les mains que le déplacement a coûtées, puis jouer gratuitement.</translation>
    </message>
    <message>
      <source>Last hand's middle blind changes seats</source>
      <translation>La blinde du milieu de la main précédente change de place</translation>
    </message>
    <message>
      <source>Under the dead button with three blinds the player who posted the middle blind is due the small blind. Moving leaves it dead on the old seat, and the player posts it, dead, in the new seat, as last hand's big blind does with two blinds.</source>
      <translation>Avec le bouton mort et trois blindes, le joueur qui a payé la blinde du milieu doit la petite blinde. En changeant de place, il la laisse morte sur l'ancienne place et la paie, morte, à la nouvelle, comme la grosse blinde de la main précédente avec deux blindes.</translation>
    </message>
    <message>
      <source>The big blind goes by a waiting player</source>
      <translation>La grosse blinde passe un joueur qui l'attend</translation>
    </message>
    <message>
      <source>When the big blind moves over the seat of a player waiting for it, because the smaller blinds go only to players in the game, it has reached that player, who posts one big blind, live, and owes nothing more: at once outside the zone, otherwise as soon as the button has passed.</source>
      <translation>Quand la grosse blinde passe sur la place d'un joueur qui l'attend, parce que les blindes plus petites ne vont qu'aux joueurs déjà en jeu, elle a atteint ce joueur, qui paie une grosse blinde, vive, et ne doit rien de plus : tout de suite hors de la zone, sinon dès que le bouton est passé.</translation>
    </message>
    <message>
      <source>The read-out of a deal</source>
      <translation>Les annonces d'une donne</translation>
    </message>
    <message>
      <source>Every deal shows the button, the blinds, each post with its live and dead amounts, the seats dealt in and the first player to act. The first player to act sits left of the last blind posted or of a live straddle; heads-up it is the button.</source>
      <translation>Chaque donne indique le bouton, les blindes, chaque mise avec ses montants vifs et morts, les places servies et le premier joueur à parler. Le premier à parler est assis à gauche de la dernière blinde payée ou d'un straddle vif ; en heads-up, c'est le bouton.</translation>
    </message>
    <message>
      <source>The dead button, always</source>
      <translation>Le bouton mort, toujours</translation>
    </message>
    <message>
      <source>Every deal of an event uses the dead button. The big blind goes to the first player after last hand's big-blind seat, the small blind lies on that seat and the button on last hand's small-blind seat, even when those seats are open now.</source>
      <translation>Chaque donne d'un tournoi suit le bouton mort. La grosse blinde va au premier joueur après la place de la grosse blinde précédente, la petite blinde se trouve sur cette place et le bouton sur la place de la petite blinde précédente, même si ces places sont libres maintenant.</translation>
    </message>
    <message>
      <source>Eliminations and the next deal</source>
      <translation>Joueurs éliminés et donne suivante</translation>
    </message>
    <message>
      <source>When the small blind is eliminated the button lies dead on his seat; when the big blind is, the small blind is dead on his seat and the button dead there the hand after. Nobody posts for an open seat.</source>
      <translation>Quand la petite blinde est éliminée, le bouton est mort sur sa place ; quand c'est la grosse blinde, la petite blinde est morte sur sa place et le bouton y est mort à la main suivante. Personne ne paie pour une place libre.</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Heads-up</translation>
    </message>
    <message>
      <source>With two players dealt in, the button posts the small blind and acts first before the flop. On the hand that starts heads-up the big blind goes to the player who did not have it last hand, even if the button stays put.</source>
      <translation>Avec deux joueurs servis, le bouton paie la petite blinde et parle en premier avant le flop. À la main qui commence le heads-up, la grosse blinde va au joueur qui ne l'avait pas à la main précédente, même si le bouton ne bouge pas.</translation>
    </message>
    <message>
      <source>Antes</source>
      <translation>Antes</translation>
    </message>
    <message>
      <source>The level names the ante: none, one from every seat dealt in (absent players' too), or a big-blind ante the seat posting the big blind puts in. The blind comes first, then the ante, and antes are not reduced as the field shrinks.</source>
      <translation>Le niveau fixe l'ante : aucune, une par place servie (celle des joueurs absents aussi), ou une ante de grosse blinde que paie la place de la grosse blinde. La blinde passe d'abord, puis l'ante, et les antes ne baissent pas quand le nombre de joueurs diminue.</translation>
    </message>
    <message>
      <source>A new level from the next hand</source>
      <translation>Un nouveau niveau à la main suivante</translation>
    </message>
    <message>
      <source>When the clock starts a level, a hand already dealt is played at the old level. Each table posts the new blinds and antes from its next deal.</source>
      <translation>Quand l'horloge lance un niveau, une main déjà donnée se joue à l'ancien niveau. Chaque table paie les nouvelles blindes et antes à partir de sa donne suivante.</translation>
    </message>
    <message>
      <source>The first button</source>
      <translation>Le premier bouton</translation>
    </message>
    <message>
      <source>At the start, at a new table and after a redraw, a high-card draw places the button and the next two players post the blinds. Everyone seated, present or not, is dealt in on that hand.</source>
      <translation>Au départ, à une nouvelle table et après un nouveau tirage, la carte la plus haute place le bouton et les deux joueurs suivants paient les blindes. Tous les joueurs assis, présents ou non, sont servis à cette main.</translation>
    </message>
    <message>
      <source>Absent players are blinded off</source>
      <translation>Les joueurs absents paient leurs blindes</translation>
    </message>
    <message>
      <source>Nobody sits out in a tournament: an absent player's seat is dealt in and posts its blinds and antes. There are no missed-blind buttons, no make-ups and nobody waits for the big blind.</source>
      <translation>En tournoi, personne ne passe son tour : la place d'un joueur absent est servie et paie ses blindes et antes. Il n'y a ni bouton de blinde manquée, ni blinde à rattraper, et personne n'attend la grosse blinde.</translation>
    </message>
    <message>
      <source>At the seat by the end of the deal</source>
      <translation>À sa place à la fin de la donne</translation>
    </message>
    <message>
      <source>A player must be within reach of his chair when every player has his full hand. Otherwise the dealer kills his hand, and his blinds and antes stay in the pot.</source>
      <translation>Un joueur doit être à portée de sa chaise quand chacun a toutes ses cartes. Sinon le croupier annule sa main, et ses blindes et antes restent dans le pot.</translation>
    </message>
    <message>
      <source>A player on penalty</source>
      <translation>Un joueur pénalisé</translation>
    </message>
    <message>
      <source>The floor gives the penalty as a number of hands dealt to him, at whatever table he sits. His blinds and antes are posted and his hand is killed; after the last one he plays again by himself, unless the floor ends the penalty sooner.</source>
      <translation>Le floor donne la pénalité en nombre de mains distribuées au joueur, à quelque table qu'il soit assis. Ses blindes et antes sont payées et sa main est tuée ; après la dernière, il rejoue de lui-même, sauf si le floor lève la pénalité plus tôt.</translation>
    </message>
    <message>
      <source>Joiners and the gap</source>
      <translation>Joueurs entrants et l'intervalle</translation>
    </message>
    <message>
      <source>A late registrant, a re-entry, an alternate or a player moved or from a broken table gets any seat and never posts to enter. He is dealt in from the next deal, unless his seat lies strictly between its button and its small blind: then he waits a hand.</source>
      <translation>Un inscrit tardif, une réentrée, un remplaçant ou un joueur déplacé ou venu d'une table cassée reçoit n'importe quelle place et ne paie jamais pour entrer. Il est servi dès la donne suivante, sauf si sa place se trouve strictement entre le bouton et la petite blinde de cette donne : il attend alors une main.</translation>
    </message>
    <message>
      <source>A joiner on a dead position</source>
      <translation>Un joueur entrant sur une position morte</translation>
    </message>
    <message>
      <source>Any seat, the blinds and the button included, is a joiner's to play. Where the next deal would put a dead small blind or a dead button, the joiner there plays the position and it is no longer dead.</source>
      <translation>Toute place, blindes et bouton compris, peut être jouée par un joueur entrant. Là où la donne suivante mettrait une petite blinde morte ou un bouton mort, le joueur entrant joue la position et elle n'est plus morte.</translation>
    </message>
    <message>
      <source>Re-entries</source>
      <translation>Réentrées</translation>
    </message>
    <message>
      <source>A player who re-enters leaves his old seat open and draws a seat like any newcomer; he plays there as a joiner. A rebuy keeps the player in his seat.</source>
      <translation>Un joueur qui fait une réentrée laisse son ancienne place libre et tire une place comme tout autre entrant ; il y joue comme joueur entrant. Une recave garde le joueur à sa place.</translation>
    </message>
    <message>
      <source>A player in the wrong seat</source>
      <translation>Un joueur à la mauvaise place</translation>
    </message>
    <message>
      <source>The floor moves him to the seat he drew, at his table or another, and he joins it as any player arriving between hands. His old seat is left open for the next deal, and nothing already dealt is decided again.</source>
      <translation>Le floor le déplace à la place qu'il a tirée, à sa table ou à une autre, et il la rejoint comme tout joueur qui arrive entre deux mains. Son ancienne place reste libre pour la donne suivante, et rien de ce qui a été donné n'est décidé à nouveau.</translation>
    </message>
    <message>
      <source>Tables within the house's limits</source>
      <translation>Des tables dans les limites de la maison</translation>
    </message>
    <message>
      <source>The house sets how far apart the tables may be, tighter as tables close: by default two players while more than six tables play, then one. A bust that breaks the limit makes the floor move a player, after a break if one is due.</source>
      <translation>La maison fixe l'écart permis entre les tables, plus serré à mesure que les tables se cassent : par défaut deux joueurs tant que plus de six tables jouent, puis un. Un joueur qui se décave et fait dépasser l'écart oblige le floor à déplacer un joueur, après avoir cassé une table si c'est le moment.</translation>
    </message>
    <message>
      <source>A short table halts</source>
      <translation>Une table trop courte s'arrête</translation>
    </message>
    <message>
      <source>A table that many players short waits for a player as soon as its next big blind would skip an open seat. The floor may waive the halt and deal.</source>
      <translation>Une table à qui il manque autant de joueurs attend un joueur dès que sa prochaine grosse blinde sauterait une place libre. Le floor peut lever l'arrêt et faire donner.</translation>
    </message>
    <message>
      <source>The giving table</source>
      <translation>La table qui donne</translation>
    </message>
    <message>
      <source>Which table gives a player is fixed in advance: among the tables with the most players, the one that comes first in the breaking order.</source>
      <translation>La table qui donne un joueur est fixée d'avance : parmi les tables qui ont le plus de joueurs, celle qui vient d'abord dans l'ordre où les tables se cassent.</translation>
    </message>
    <message>
      <source>The player due the big blind moves</source>
      <translation>Le joueur qui doit la grosse blinde change de table</translation>
    </message>
    <message>
      <source>At the giving table the next deal's big blind is worked out from its last hand, and that player moves. Nobody at that table skips a big blind by it.</source>
      <translation>À la table qui donne, la grosse blinde de la donne suivante se calcule à partir de sa dernière main, et ce joueur change de table. Personne à cette table n'échappe ainsi à une grosse blinde.</translation>
    </message>
    <message>
      <source>The worst position</source>
      <translation>La plus mauvaise position</translation>
    </message>
    <message>
      <source>Best of all is a seat where he posts the big blind on the next deal. When last hand's big blind left the table, he may take that seat and post a single big blind there with no small blind that hand.</source>
      <translation>Le mieux est une place où il paie la grosse blinde à la donne suivante. Quand la grosse blinde de la main précédente a quitté la table, il peut prendre cette place et y payer une grosse blinde seule, sans petite blinde à cette main.</translation>
    </message>
    <message>
      <source>Breaking tables in order</source>
      <translation>Casser les tables dans l'ordre</translation>
    </message>
    <message>
      <source>The breaking order is fixed in advance. The next table in it breaks after its current hand as soon as its players fit the open seats of the other tables; breaking comes before balancing.</source>
      <translation>L'ordre dans lequel on casse les tables est fixé d'avance. La table suivante se casse après sa main en cours dès que ses joueurs tiennent dans les places libres des autres tables ; casser une table passe avant l'équilibrage.</translation>
    </message>
    <message>
      <source>The seat draw</source>
      <translation>Le tirage des places</translation>
    </message>
    <message>
      <source>Balance decides how many players each table takes; the seats there and who gets which are drawn at random. The draw's seed is kept, so the same slips come out again.</source>
      <translation>L'équilibre décide combien de joueurs prend chaque table ; les places et qui reçoit laquelle sont tirées au sort. Le code du tirage est gardé, si bien que les mêmes tickets ressortent.</translation>
    </message>
    <message>
      <source>Players from a broken table are joiners</source>
      <translation>Les joueurs d'une table cassée sont des joueurs entrants</translation>
    </message>
    <message>
      <source>Nothing carries over from the broken table: in his new seat he is a joiner, dealt in from the next deal outside its gap, the blinds and the button included. An absent player is seated and blinded all the same.</source>
      <translation>Rien ne suit depuis la table cassée : à sa nouvelle place, il est joueur entrant, servi dès la donne suivante hors de l'intervalle, blindes et bouton compris. Un joueur absent est placé et paie ses blindes quand même.</translation>
    </message>
    <message>
      <source>The final table</source>
      <translation>La table finale</translation>
    </message>
    <message>
      <source>The final table forms when the players left fit one table. Seats are drawn at random, the button by high card, and everybody is dealt in on its first hand.</source>
      <translation>La table finale se forme quand les joueurs restants tiennent à une table. Les places sont tirées au sort, le bouton à la carte haute, et tout le monde est servi à sa première main.</translation>
    </message>
    <message>
      <source>Hand-for-hand</source>
      <translation>Main par main</translation>
    </message>
    <message>
      <source>Near the money every table plays one hand and waits for the others. Players eliminated in the same hand-for-hand hand are placed together when all tables have finished it.</source>
      <translation>Près des places payées, chaque table joue une main et attend les autres. Les joueurs éliminés pendant la même main du main par main sont classés ensemble quand toutes les tables l'ont finie.</translation>
    </message>
    <message>
      <source>Finishing places</source>
      <translation>Places finales</translation>
    </message>
    <message>
      <source>Places follow the order of elimination. Players eliminated in one hand at one table, or in one hand-for-hand hand anywhere, finish together; with every start-of-hand stack entered the larger stack finishes higher and equal stacks share.</source>
      <translation>Les places suivent l'ordre d'élimination. Les joueurs éliminés dans une même main à une table, ou dans une même main du main par main n'importe où, finissent ensemble ; si tous les tapis de début de main sont saisis, le plus gros tapis finit devant et les tapis égaux partagent.</translation>
    </message>
    <message>
      <source>Positions put right, misdeals</source>
      <translation>Positions remises en place, fausses donnes</translation>
    </message>
    <message>
      <source>When the button or a blind was in the wrong place, the floor names where last hand's positions should have been and the next deal follows from there. A misdeal is dealt again as the same hand: nothing moves.</source>
      <translation>Quand le bouton ou une blinde était mal placé, le floor indique où les positions de la main précédente auraient dû être, et la donne suivante part de là. Une fausse donne est redonnée comme la même main : rien ne bouge.</translation>
    </message>
    <message>
      <source>The clock</source>
      <translation>L'horloge</translation>
    </message>
    <message>
      <source>Time moves the clock from stage to stage by itself; each table deals at the level the clock shows when it deals, and no table deals during a break. The screen shows the level, the time left, the next level and the next break.</source>
      <translation>Le temps fait passer l'horloge d'une étape à la suivante sans intervention ; chaque table donne au niveau que l'horloge indique au moment de la donne, et aucune table ne donne pendant une pause. L'écran affiche le niveau, le temps restant, le niveau suivant et la pause suivante.</translation>
    </message>
  </context>
  <context>
    <name>mistakes</name>
    <message>
      <source>The button goes on {expected}, not on {given}.</source>
      <translation>Bouton : {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>The button on {seat} is {expected}, not {given}.</source>
      <translation>{seat}, bouton : {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>The small blind goes on {expected}, not on {given}.</source>
      <translation>Petite blinde : {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>The small blind on {seat} is {expected}, not {given}.</source>
      <translation>{seat}, petite blinde : {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>The big blind goes on {expected}, not on {given}.</source>
      <translation>Grosse blinde : {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>The third blind goes on {expected}, not on {given}.</source>
      <translation>Troisième blinde : {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>{seat} posts {expected}.</source>
      <translation>{seat} paie {expected}.</translation>
    </message>
    <message>
      <source>{seat} posts nothing.</source>
      <translation>{seat} ne paie rien.</translation>
    </message>
    <message>
      <source>{seat} posts {expected}, not {given}.</source>
      <translation>{seat} paie {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>{seat} is {expected}.</source>
      <translation>{seat} : {expected}.</translation>
    </message>
    <message>
      <source>The first to act is {expected}, not {given}.</source>
      <translation>Premier à parler : {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>{seat} should have {expected}, not {given}.</source>
      <translation>{seat} devrait avoir {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>The player who moves is {expected}, not {given}.</source>
      <translation>Le joueur qui change de table est {expected}, pas {given}.</translation>
    </message>
    <message>
      <source>The new seat is {expected}, not {given}.</source>
      <translation>La nouvelle place est {expected}, pas {given}.</translation>
    </message>
    <message>
      <source>The button goes on {expected}; no seat was marked for it.</source>
      <translation>Le bouton va sur {expected} ; aucune place n'a été indiquée.</translation>
    </message>
    <message>
      <source>The small blind goes on {expected}; no seat was marked for it.</source>
      <translation>La petite blinde va sur {expected} ; aucune place n'a été indiquée.</translation>
    </message>
    <message>
      <source>The big blind goes on {expected}; no seat was marked for it.</source>
      <translation>La grosse blinde va sur {expected} ; aucune place n'a été indiquée.</translation>
    </message>
    <message>
      <source>The third blind goes on {expected}; no seat was marked for it.</source>
      <translation>La troisième blinde va sur {expected} ; aucune place n'a été indiquée.</translation>
    </message>
    <message>
      <source>The first to act is {expected}; no seat was marked.</source>
      <translation>Le premier à parler est {expected} ; aucune place n'a été indiquée.</translation>
    </message>
    <message>
      <source>The player who moves is {expected}; no player was chosen.</source>
      <translation>Le joueur qui change de table est {expected} ; aucun joueur n'a été choisi.</translation>
    </message>
    <message>
      <source>The new seat is {expected}; no seat was chosen.</source>
      <translation>La nouvelle place est {expected} ; aucune place n'a été choisie.</translation>
    </message>
    <message>
      <source>There is no small blind this hand, not on {given}.</source>
      <translation>Il n'y a pas de petite blinde à cette main, ni sur {given}.</translation>
    </message>
    <message>
      <source>There is no third blind this hand, not on {given}.</source>
      <translation>Il n'y a pas de troisième blinde à cette main, ni sur {given}.</translation>
    </message>
  </context>
  <context>
    <name>topics</name>
    <message>
      <source>Plain rotation and the dead button</source>
      <translation>Rotation simple et bouton mort</translation>
    </message>
    <message>
      <source>Missed blinds and making them up</source>
      <translation>Les blindes manquées et leur rattrapage</translation>
    </message>
    <message>
      <source>New players and new games</source>
      <translation>Nouveaux joueurs et nouvelles parties</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Heads-up</translation>
    </message>
    <message>
      <source>The simplified button</source>
      <translation>Le bouton simplifié</translation>
    </message>
    <message>
      <source>No dead button (Caro &amp; Cooke)</source>
      <translation>Pas de bouton mort (Caro &amp; Cooke)</translation>
    </message>
    <message>
      <source>Seat changes and dealing off</source>
      <translation>Changements de place, y compris après son bouton</translation>
    </message>
    <message>
      <source>The tournament floor: events and balancing</source>
      <translation>Le floor en tournoi : tournois et équilibrage</translation>
    </message>
  </context>
  <context>
    <name>lessons</name>
    <message>
      <source>Plain rotation: the button and the blinds move one seat a hand</source>
      <translation>Rotation simple : le bouton et les blindes avancent d'une place à chaque main</translation>
    </message>
    <message>
      <source>With every seat taken and nobody coming or going, each position moves one seat to the left every hand: the big blind goes to the next player, last hand's big blind posts the small blind, and last hand's small blind gets the button. The first player to act before the flop sits left of the big blind. Watch the wrap-around from seat 9 to seat 1.</source>
      <translation>Quand toutes les places sont occupées et que personne n'arrive ni ne part, chaque position avance d'une place vers la gauche à chaque main : la grosse blinde va au joueur suivant, la grosse blinde de la main précédente paie la petite blinde, et la petite blinde de la main précédente reçoit le bouton. Le premier joueur à parler avant le flop est assis à gauche de la grosse blinde. Attention au passage de la place 9 à la place 1.</translation>
    </message>
    <message>
      <source>Big blind to the next player after seat 9, which is seat 1; Ike, last hand's big blind, posts the small blind; the button goes to seat 8. Seat 2 acts first.</source>
      <translation>La grosse blinde va au joueur qui suit la place 9, c'est-à-dire la place 1 ; Ike, grosse blinde de la main précédente, paie la petite blinde ; le bouton va à la place 8. La place 2 parle en premier.</translation>
    </message>
    <message>
      <source>Everything moves one seat again: button 9, small blind 1, big blind 2, and seat 3 acts first.</source>
      <translation>Tout avance encore d'une place : bouton 9, petite blinde 1, grosse blinde 2, et la place 3 parle en premier.</translation>
    </message>
    <message>
      <source>Button 1, small blind 2, big blind 3; seat 4 acts first.</source>
      <translation>Bouton 1, petite blinde 2, grosse blinde 3 ; la place 4 parle en premier.</translation>
    </message>
    <message>
      <source>Empty seats: positions go from player to player</source>
      <translation>Places vides : les positions vont de joueur en joueur</translation>
    </message>
    <message>
      <source>Seats 2, 5 and 7 are empty. The big blind goes to the next player, not the next seat; the small blind and the button follow on the seats the bigger positions had last hand. The first to act is the first player dealt in left of the big blind, however many empty seats lie between.</source>
      <translation>Les places 2, 5 et 7 sont vides. La grosse blinde va au joueur suivant, pas à la place suivante ; la petite blinde et le bouton suivent, sur les places qu'occupaient à la main précédente les positions supérieures. Le premier à parler est le premier joueur servi à gauche de la grosse blinde, quel que soit le nombre de places vides entre eux.</translation>
    </message>
    <message>
      <source>The big blind passes empty seat 5 and lands on Flo (6); Di, last hand's big blind, posts the small blind on 4; the button goes to 3. Seat 7 is empty, so Hal (8) acts first.</source>
      <translation>La grosse blinde passe la place vide 5 et tombe sur Flo (6) ; Di, grosse blinde de la main précédente, paie la petite blinde à la place 4 ; le bouton va à la place 3. La place 7 est vide, donc Hal (8) parle en premier.</translation>
    </message>
    <message>
      <source>Big blind Hal (8), small blind Flo (6), button Di (4); Ike (9) acts first.</source>
      <translation>Grosse blinde Hal (8), petite blinde Flo (6), bouton Di (4) ; Ike (9) parle en premier.</translation>
    </message>
    <message>
      <source>Big blind Ike (9), small blind Hal (8), button Flo (6); Ann (1) acts first.</source>
      <translation>Grosse blinde Ike (9), petite blinde Hal (8), bouton Flo (6) ; Ann (1) parle en premier.</translation>
    </message>
    <message>
      <source>Dead button rule: the big blind leaves, the small blind is dead</source>
      <translation>Règle du bouton mort : la grosse blinde part, la petite blinde est morte</translation>
    </message>
    <message>
      <source>Gus, who just paid the big blind on seat 7, leaves for good: a lock-up button goes on his seat. Under the dead button rule the big blind still moves exactly one player, so Hal posts it. The small blind belongs on seat 7, where nobody sits: it is dead, nobody posts it. Next hand the button lands on the empty seat 7: a dead button.</source>
      <translation>Gus, qui vient de payer la grosse blinde à la place 7, quitte définitivement la table : un bouton de place réservée est posé sur sa place. Selon la règle du bouton mort, la grosse blinde avance toujours d'exactement un joueur, donc c'est Hal qui la paie. La petite blinde doit aller à la place 7, où personne n'est assis : elle est morte, personne ne la paie. À la main suivante, le bouton tombe sur la place vide 7 : c'est un bouton mort.</translation>
    </message>
    <message>
      <source>Big blind Hal (8); the small blind is on empty seat 7 and is dead; the button is on seat 6. Ann (1) acts first.</source>
      <translation>Grosse blinde Hal (8) ; la petite blinde est sur la place vide 7 et elle est morte ; le bouton est à la place 6. Ann (1) parle en premier.</translation>
    </message>
    <message>
      <source>The button goes to seat 7, where nobody sits: a dead button. Hal played the big blind last hand, so he posts the small blind; Ann posts the big blind.</source>
      <translation>Le bouton va à la place 7, où personne n'est assis : c'est un bouton mort. Hal a joué la grosse blinde à la main précédente, il paie donc la petite blinde ; Ann paie la grosse blinde.</translation>
    </message>
    <message>
      <source>The rotation is normal again: button 8, small blind 1, big blind 2.</source>
      <translation>La rotation est de nouveau normale : bouton 8, petite blinde 1, grosse blinde 2.</translation>
    </message>
    <message>
      <source>Dead button rule: the small blind leaves, the button is dead</source>
      <translation>Règle du bouton mort : la petite blinde part, le bouton est mort</translation>
    </message>
    <message>
      <source>Cy paid the small blind on seat 3 and leaves. The button takes the seat where the small blind was, even though nobody sits there now: a dead button. The player to its right, Bob, has last action for a second hand in a row. Nobody skips a blind.</source>
      <translation>Cy a payé la petite blinde à la place 3 et quitte la table. Le bouton prend la place où était la petite blinde, même si personne n'y est plus assis : c'est un bouton mort. Le joueur à sa droite, Bob, parle en dernier pour la deuxième main de suite. Personne n'évite de blinde.</translation>
    </message>
    <message>
      <source>The button belongs on seat 3, now empty: a dead button. Di played the big blind, so she posts the small blind; Ed posts the big blind; Flo acts first.</source>
      <translation>Le bouton doit aller à la place 3, désormais vide : c'est un bouton mort. Di a joué la grosse blinde, elle paie donc la petite blinde ; Ed paie la grosse blinde ; Flo parle en premier.</translation>
    </message>
    <message>
      <source>Button Di (4), small blind Ed (5), big blind Flo (6): the table is back to normal.</source>
      <translation>Bouton Di (4), petite blinde Ed (5), grosse blinde Flo (6) : la table est revenue à la normale.</translation>
    </message>
    <message>
      <source>An away player on the button seat misses nothing</source>
      <translation>Un joueur absent sur la place du bouton ne manque rien</translation>
    </message>
    <message>
      <source>Di steps away just as the button is due on her seat. The button goes there anyway and is dead because she is not dealt in. Missing the button costs nothing: she gets no missed-blind button, and when she comes back before the blinds reach her she simply plays.</source>
      <translation>Di s'absente juste au moment où le bouton doit arriver sur sa place. Le bouton y va quand même et il est mort, car elle n'est pas servie. Manquer le bouton ne coûte rien : elle ne reçoit pas de bouton de blinde manquée, et si elle revient avant que les blindes ne l'atteignent, elle joue tout simplement.</translation>
    </message>
    <message>
      <source>The button is on Di's seat 4 and dead, because she is away; she misses no blind, so she gets no missed-blind button. Ed posts the small blind, Flo the big blind.</source>
      <translation>Le bouton est sur la place 4 de Di et il est mort, car elle est absente ; elle ne manque aucune blinde, donc elle ne reçoit pas de bouton de blinde manquée. Ed paie la petite blinde, Flo la grosse blinde.</translation>
    </message>
    <message>
      <source>Di is back and owes nothing: she is dealt in without posting. Button 5, small blind 6, big blind 7.</source>
      <translation>Di revient et ne doit rien : elle est servie sans payer. Bouton 5, petite blinde 6, grosse blinde 7.</translation>
    </message>
    <message>
      <source>Away when the big blind is due: a missed-blind button for both blinds</source>
      <translation>Absent quand la grosse blinde arrive : un bouton de blinde manquée pour les deux blindes</translation>
    </message>
    <message>
      <source>Flo steps away from seat 6 just before the big blind reaches her. The big blind goes to the next player present, and Flo gets a missed-blind button for both blinds: the big blind passed her, and the small blind would have come to her next.</source>
      <translation>Flo s'absente de la place 6 juste avant que la grosse blinde ne l'atteigne. La grosse blinde va au joueur présent suivant, et Flo reçoit un bouton de blinde manquée pour les deux blindes : la grosse blinde l'a passée, et la petite blinde lui serait arrivée ensuite.</translation>
    </message>
    <message>
      <source>The big blind skips away Flo and goes to Gus (7); Flo gets the 'both' button. Ed, last hand's big blind, posts the small blind.</source>
      <translation>La grosse blinde saute Flo, absente, et va à Gus (7) ; Flo reçoit le bouton pour les deux blindes. Ed, grosse blinde de la main précédente, paie la petite blinde.</translation>
    </message>
    <message>
      <source>Flo is still away and keeps her button. Button 5, small blind Gus (7), big blind Hal (8).</source>
      <translation>Flo est toujours absente et garde son bouton. Bouton 5, petite blinde Gus (7), grosse blinde Hal (8).</translation>
    </message>
    <message>
      <source>Away on the small-blind seat: a dead small blind and a missed small blind</source>
      <translation>Absent sur la place de petite blinde : une blinde morte et une petite blinde manquée</translation>
    </message>
    <message>
      <source>Ed paid the big blind on seat 5 and steps away. The small blind falls on his seat: it is dead (nobody posts it) and Ed gets a missed small-blind button. Next hand the button lands on his seat, dead again; on the button he misses nothing more.</source>
      <translation>Ed a payé la grosse blinde à la place 5 et s'absente. La petite blinde tombe sur sa place : elle est morte (personne ne la paie) et Ed reçoit un bouton de petite blinde manquée. À la main suivante, le bouton tombe sur sa place, mort lui aussi ; au bouton, Ed ne manque rien de plus.</translation>
    </message>
    <message>
      <source>The small blind is on Ed's seat 5 and dead; Ed gets the 'sb' button. Flo posts the big blind and Gus acts first.</source>
      <translation>La petite blinde est sur la place 5 d'Ed et elle est morte ; Ed reçoit le bouton de petite blinde manquée. Flo paie la grosse blinde et Gus parle en premier.</translation>
    </message>
    <message>
      <source>The button is on Ed's seat and dead; he misses nothing on the button, so he still owes only the small blind. Flo, last hand's big blind, posts the small blind.</source>
      <translation>Le bouton est sur la place d'Ed et il est mort ; au bouton, Ed ne manque rien, il ne doit donc toujours que la petite blinde. Flo, grosse blinde de la main précédente, paie la petite blinde.</translation>
    </message>
    <message>
      <source>Three blinds: every position moves the same way</source>
      <translation>Trois blindes : chaque position avance de la même façon</translation>
    </message>
    <message>
      <source>This table plays three blinds of 1, 2 and 3. Di, who paid the largest blind on seat 4, leaves. The largest blind moves to the next player, Ed; every smaller position and the button take the seat where the next larger position was. A blind whose seat is empty is dead.</source>
      <translation>Cette table joue avec trois blindes de 1, 2 et 3. Di, qui a payé la plus grosse blinde à la place 4, quitte la table. La plus grosse blinde va au joueur suivant, Ed ; chaque position plus petite, ainsi que le bouton, prend la place où était la position immédiatement supérieure. Une blinde dont la place est vide est morte.</translation>
    </message>
    <message>
      <source>The largest blind goes to Ed (5). Cy, who paid the middle blind, posts the small blind; the middle blind is on empty seat 4 and is dead; the button is on Bob's seat 2.</source>
      <translation>La plus grosse blinde va à Ed (5). Cy, qui a payé la blinde du milieu, paie la petite blinde ; la blinde du milieu est sur la place vide 4 et elle est morte ; le bouton est sur la place 2 de Bob.</translation>
    </message>
    <message>
      <source>The largest blind to Flo (6); Ed paid the largest blind and now posts the middle one; the small blind falls on empty seat 4 and is dead; the button goes to Cy (3).</source>
      <translation>La plus grosse blinde va à Flo (6) ; Ed a payé la plus grosse blinde et paie maintenant celle du milieu ; la petite blinde tombe sur la place vide 4 et elle est morte ; le bouton va à Cy (3).</translation>
    </message>
    <message>
      <source>Coming back: make up both blinds and play at once</source>
      <translation>Le retour : rattraper les deux blindes et jouer aussitôt</translation>
    </message>
    <message>
      <source>Flo missed both blinds while away. She comes back and chooses to post. Her seat is outside the zone (the button seat and the seats up to the small blind), so she is dealt in at once: she posts a big blind live, which counts toward her bet, and a small blind dead, which goes to the middle. Her missed-blind button is removed.</source>
      <translation>Flo a manqué les deux blindes pendant son absence. Elle revient et choisit de payer. Sa place est hors de la zone (la place du bouton et les places jusqu'à la petite blinde), elle est donc servie aussitôt : elle paie une grosse blinde vive, qui compte dans sa mise, et une petite blinde morte, qui va au pot. Son bouton de blinde manquée est retiré.</translation>
    </message>
    <message>
      <source>Flo (6) posts 2 live and 1 dead and plays; her missed-blind button goes. The blinds themselves move as usual: button 2, small blind 3, big blind 4.</source>
      <translation>Flo (6) paie 2 vifs et 1 mort et joue ; son bouton de blinde manquée est retiré. Les blindes elles-mêmes avancent normalement : bouton 2, petite blinde 3, grosse blinde 4.</translation>
    </message>
    <message>
      <source>Flo owes nothing any more and plays like everyone else. Button 3, small blind 4, big blind 5.</source>
      <translation>Flo ne doit plus rien et joue comme tout le monde. Bouton 3, petite blinde 4, grosse blinde 5.</translation>
    </message>
    <message>
      <source>Coming back: wait for the big blind instead of making up</source>
      <translation>Le retour : attendre la grosse blinde au lieu de rattraper</translation>
    </message>
    <message>
      <source>Gus owes both blinds and comes back choosing to wait. He is not dealt in until the big blind reaches him; then he posts only the big blind, and his missed-blind button is removed. Waiting saves him the dead small blind but costs him the hands in between.</source>
      <translation>Gus doit les deux blindes et revient en choisissant d'attendre. Il n'est pas servi tant que la grosse blinde ne l'a pas atteint ; il ne paie alors que la grosse blinde, et son bouton de blinde manquée est retiré. Attendre lui épargne la petite blinde morte, mais lui coûte les mains intermédiaires.</translation>
    </message>
    <message>
      <source>Gus (7) waits for the big blind: he is not dealt in and keeps his 'both' button. The big blind goes to Flo (6), so Hal (8) acts first.</source>
      <translation>Gus (7) attend la grosse blinde : il n'est pas servi et garde son bouton pour les deux blindes. La grosse blinde va à Flo (6), donc Hal (8) parle en premier.</translation>
    </message>
    <message>
      <source>The big blind reaches Gus: he posts just the big blind, his button is removed, and he plays.</source>
      <translation>La grosse blinde atteint Gus : il ne paie que la grosse blinde, son bouton est retiré, et il joue.</translation>
    </message>
    <message>
      <source>Nobody comes in between the button and the small blind</source>
      <translation>Personne n'entre en jeu entre le bouton et la petite blinde</translation>
    </message>
    <message>
      <source>Di owes both blinds and comes back choosing to post, but her seat 4 lies between the next button (seat 3) and the next small blind (seat 5): the zone. Nobody enters the game there, because he would get cards without ever paying for the button. She waits until the button has passed her, then makes up her blinds.</source>
      <translation>Di doit les deux blindes et revient en choisissant de payer, mais sa place 4 se trouve entre le prochain bouton (place 3) et la prochaine petite blinde (place 5) : la zone. Personne n'entre en jeu à cet endroit, car il recevrait des cartes sans jamais payer pour le bouton. Elle attend que le bouton ait passé sa place, puis rattrape ses blindes.</translation>
    </message>
    <message>
      <source>The button goes to 3 and the small blind to 5, so seat 4 is in the zone: Di waits and keeps her 'both' button. The big blind goes to Flo (6).</source>
      <translation>Le bouton va à la place 3 et la petite blinde à la place 5, donc la place 4 est dans la zone : Di attend et garde son bouton pour les deux blindes. La grosse blinde va à Flo (6).</translation>
    </message>
    <message>
      <source>The button has passed seat 4: Di posts 2 live and 1 dead and plays.</source>
      <translation>Le bouton a passé la place 4 : Di paie 2 vifs et 1 mort et joue.</translation>
    </message>
    <message>
      <source>Coming back behind the button</source>
      <translation>Revenir derrière le bouton</translation>
    </message>
    <message>
      <source>Flo owes both blinds and chooses to come back behind the button: she lets the blinds and the button pass her seat, then makes up what she owes in the seat just after the button. Until then the big blind skips her, without a new missed-blind button: she is present, not away.</source>
      <translation>Flo doit les deux blindes et choisit de revenir derrière le bouton : elle laisse les blindes et le bouton dépasser sa place, puis rattrape ce qu'elle doit à la place qui suit immédiatement le bouton. D'ici là, la grosse blinde la saute, sans nouveau bouton de blinde manquée : elle est présente, pas absente.</translation>
    </message>
    <message>
      <source>Flo waits behind: the big blind skips her seat and goes to Gus (7). She is present, so she gets no new button.</source>
      <translation>Flo attend derrière : la grosse blinde saute sa place et va à Gus (7). Elle est présente, elle ne reçoit donc pas de nouveau bouton.</translation>
    </message>
    <message>
      <source>The big blind has passed her, but the button has not yet: she waits one more hand.</source>
      <translation>La grosse blinde l'a passée, mais pas encore le bouton : elle attend une main de plus.</translation>
    </message>
    <message>
      <source>The button moves past seat 6 to Gus: Flo posts 2 live and 1 dead behind the button and plays.</source>
      <translation>Le bouton dépasse la place 6 et va à Gus : Flo paie 2 vifs et 1 mort derrière le bouton et joue.</translation>
    </message>
    <message>
      <source>Missed only the small blind: make it up dead</source>
      <translation>Seule la petite blinde manquée : la rattraper morte</translation>
    </message>
    <message>
      <source>Ed steps away after paying the big blind: the small blind lands dead on his seat and he owes a small blind. He comes back just as the button reaches his seat, so he waits one hand in the zone. Then he makes up the small blind: dead, nothing live, because he never missed a big blind.</source>
      <translation>Ed s'absente après avoir payé la grosse blinde : la petite blinde tombe morte sur sa place et il doit une petite blinde. Il revient juste au moment où le bouton atteint sa place, il attend donc une main dans la zone. Ensuite, il rattrape la petite blinde : morte, sans rien de vif, car il n'a jamais manqué de grosse blinde.</translation>
    </message>
    <message>
      <source>The small blind is dead on Ed's seat 5; he gets the 'sb' button.</source>
      <translation>La petite blinde est morte sur la place 5 d'Ed ; il reçoit le bouton de petite blinde manquée.</translation>
    </message>
    <message>
      <source>Ed is back, but the button is on his seat: he is in the zone and waits, and the button is dead.</source>
      <translation>Ed revient, mais le bouton est sur sa place : il est dans la zone et attend, et le bouton est mort.</translation>
    </message>
    <message>
      <source>Outside the zone now, Ed posts 1 dead (no live part) and plays.</source>
      <translation>Désormais hors de la zone, Ed paie 1 mort (aucune part vive) et joue.</translation>
    </message>
    <message>
      <source>Pot-limit and no-limit: make up with one big blind</source>
      <translation>Pot-limit et no-limit : rattraper avec une seule grosse blinde</translation>
    </message>
    <message>
      <source>This no-limit table uses the big-only make-up: a player who missed both blinds posts one big blind, live, and nothing dead. Only a missed small blind alone is still made up as a dead small blind. Hal owes both, Ike owes the small blind; both come back and post.</source>
      <translation>Cette table de no-limit applique le rattrapage « grosse blinde seule » : un joueur qui a manqué les deux blindes paie une grosse blinde, vive, et rien de mort. Seule une petite blinde manquée seule se rattrape encore par une petite blinde morte. Hal doit les deux, Ike doit la petite blinde ; tous deux reviennent et paient.</translation>
    </message>
    <message>
      <source>Hal (8) owed both: one big blind, live, nothing dead. Ike (9) owed only the small blind: 1 dead.</source>
      <translation>Hal (8) devait les deux : une grosse blinde, vive, rien de mort. Ike (9) ne devait que la petite blinde : 1 mort.</translation>
    </message>
    <message>
      <source>Nobody owes anything any more: button 3, small blind 4, big blind 5.</source>
      <translation>Plus personne ne doit rien : bouton 3, petite blinde 4, grosse blinde 5.</translation>
    </message>
    <message>
      <source>Back just as the big blind reaches him: only the big blind</source>
      <translation>De retour juste quand la grosse blinde arrive : seulement la grosse blinde</translation>
    </message>
    <message>
      <source>Di owes both blinds and comes back choosing to post, on the very hand the big blind comes to her seat. She posts the big blind and nothing more: taking the big blind in turn settles her debt, exactly as if she had waited for it.</source>
      <translation>Di doit les deux blindes et revient en choisissant de payer, à la main même où la grosse blinde arrive à sa place. Elle paie la grosse blinde et rien de plus : prendre la grosse blinde à son tour règle sa dette, exactement comme si elle l'avait attendue.</translation>
    </message>
    <message>
      <source>The big blind lands on Di (4): she posts 2, no dead small blind, and her button is removed.</source>
      <translation>La grosse blinde tombe sur Di (4) : elle paie 2, sans petite blinde morte, et son bouton est retiré.</translation>
    </message>
    <message>
      <source>Di played the big blind, so she posts the small blind now: the rotation goes on.</source>
      <translation>Di a joué la grosse blinde, elle paie donc maintenant la petite blinde : la rotation continue.</translation>
    </message>
    <message>
      <source>Fewer than two players owing nothing: every missed blind is forgiven</source>
      <translation>Moins de deux joueurs sans dette : toutes les blindes manquées sont effacées</translation>
    </message>
    <message>
      <source>Di and Ed step away and the big blind passes both of them. Then Bob and Cy leave for good. When Di and Ed come back, Ann is the only present player who owes nothing: a game cannot go on on those terms, so every missed-blind button is forgiven and all three play at once.</source>
      <translation>Di et Ed s'absentent et la grosse blinde les passe tous les deux. Puis Bob et Cy quittent définitivement la table. Quand Di et Ed reviennent, Ann est la seule joueuse présente qui ne doit rien : une partie ne peut pas continuer dans ces conditions, donc tous les boutons de blinde manquée sont annulés et tous les trois jouent aussitôt.</translation>
    </message>
    <message>
      <source>The big blind skips away Di and Ed and lands on Ann (1): Di and Ed get 'both'. Cy posts the small blind.</source>
      <translation>La grosse blinde saute Di et Ed, absents, et tombe sur Ann (1) : Di et Ed reçoivent un bouton pour les deux blindes. Cy paie la petite blinde.</translation>
    </message>
    <message>
      <source>Only Ann owes nothing: every missed blind is forgiven. The button lies on empty seat 3 (dead), Ann posts the small blind, Di the big blind, and Ed acts first.</source>
      <translation>Seule Ann ne doit rien : toutes les blindes manquées sont annulées. Le bouton est sur la place vide 3 (mort), Ann paie la petite blinde, Di la grosse blinde, et Ed parle en premier.</translation>
    </message>
    <message>
      <source>A new player posts a big blind and plays at once</source>
      <translation>Un nouveau joueur paie une grosse blinde et joue aussitôt</translation>
    </message>
    <message>
      <source>Gus sits down on empty seat 7 and chooses to post. His seat is outside the zone, so he posts one big blind and is dealt in at once. His post is live: it counts toward his bet and he keeps the option to raise when the action comes back to him.</source>
      <translation>Gus s'assoit à la place vide 7 et choisit de payer. Sa place est hors de la zone, il paie donc une grosse blinde et il est servi aussitôt. Sa blinde est vive : elle compte dans sa mise et il garde l'option de relancer quand l'action lui revient.</translation>
    </message>
    <message>
      <source>Gus (7) posts 2, live, and plays; the blinds move as usual: button 2, small blind 3, big blind 4.</source>
      <translation>Gus (7) paie 2, vif, et joue ; les blindes avancent normalement : bouton 2, petite blinde 3, grosse blinde 4.</translation>
    </message>
    <message>
      <source>Gus owes nothing any more: he plays without posting until the blinds reach him.</source>
      <translation>Gus ne doit plus rien : il joue sans payer jusqu'à ce que les blindes l'atteignent.</translation>
    </message>
    <message>
      <source>A new player waits for the big blind</source>
      <translation>Un nouveau joueur attend la grosse blinde</translation>
    </message>
    <message>
      <source>Flo sits down on seat 6 and chooses to wait for the big blind rather than post now. She is not dealt in until the big blind reaches her; then she posts it like anyone else and plays.</source>
      <translation>Flo s'assoit à la place 6 et choisit d'attendre la grosse blinde plutôt que de payer tout de suite. Elle n'est pas servie tant que la grosse blinde ne l'a pas atteinte ; elle la paie alors comme tout le monde et joue.</translation>
    </message>
    <message>
      <source>Flo (6) waits: the big blind goes to Ed (5), so she gets no cards this hand.</source>
      <translation>Flo (6) attend : la grosse blinde va à Ed (5), elle ne reçoit donc pas de cartes à cette main.</translation>
    </message>
    <message>
      <source>The big blind reaches Flo: she posts it and plays.</source>
      <translation>La grosse blinde atteint Flo : elle la paie et joue.</translation>
    </message>
    <message>
      <source>A new player in the zone waits for the button to pass</source>
      <translation>Un nouveau joueur dans la zone attend le passage du bouton</translation>
    </message>
    <message>
      <source>Di sits down on seat 4, between the next button (seat 3) and the next small blind (seat 5). Even though she wants to post, she may not come in there: she waits one hand, and once the button has passed her seat she posts her big blind and plays.</source>
      <translation>Di s'assoit à la place 4, entre le prochain bouton (place 3) et la prochaine petite blinde (place 5). Même si elle veut payer, elle ne peut pas entrer à cet endroit : elle attend une main, et une fois que le bouton a passé sa place, elle paie sa grosse blinde et joue.</translation>
    </message>
    <message>
      <source>Seat 4 is in the zone (button 3, small blind 5): Di waits.</source>
      <translation>La place 4 est dans la zone (bouton 3, petite blinde 5) : Di attend.</translation>
    </message>
    <message>
      <source>The button has passed seat 4: Di posts one big blind and plays.</source>
      <translation>Le bouton a passé la place 4 : Di paie une grosse blinde et joue.</translation>
    </message>
    <message>
      <source>A new player comes in behind the button</source>
      <translation>Un nouveau joueur entre derrière le bouton</translation>
    </message>
    <message>
      <source>Flo sits down on seat 6 and chooses to come in behind the button. She lets the big blind pass her, then waits for the button to move past her seat, and posts her big blind there, in the seat just after the button. The big blind skips her seat meanwhile.</source>
      <translation>Flo s'assoit à la place 6 et choisit d'entrer derrière le bouton. Elle laisse la grosse blinde la passer, puis attend que le bouton dépasse sa place, et paie alors sa grosse blinde sur sa place, qui suit immédiatement le bouton. D'ici là, la grosse blinde saute sa place.</translation>
    </message>
    <message>
      <source>Flo waits behind: the big blind skips seat 6 and goes to Gus (7).</source>
      <translation>Flo attend derrière : la grosse blinde saute la place 6 et va à Gus (7).</translation>
    </message>
    <message>
      <source>The big blind has passed her but the button has not: she waits one more hand.</source>
      <translation>La grosse blinde l'a passée, mais pas le bouton : elle attend une main de plus.</translation>
    </message>
    <message>
      <source>The button moves past seat 6 to Gus: Flo posts one big blind behind the button and plays.</source>
      <translation>Le bouton dépasse la place 6 et va à Gus : Flo paie une grosse blinde derrière le bouton et joue.</translation>
    </message>
    <message>
      <source>Lowball house rule: a new player posts twice the big blind</source>
      <translation>Règle maison du lowball : un nouveau joueur paie deux fois la grosse blinde</translation>
    </message>
    <message>
      <source>At this lowball table a new player who wants to play at once posts twice the big blind, live. Ed sits on seat 5 and posts 8 with blinds of 2 and 4. The next hand the big blind reaches him anyway.</source>
      <translation>À cette table de lowball, un nouveau joueur qui veut jouer aussitôt paie deux fois la grosse blinde, vive. Ed s'assoit à la place 5 et paie 8 avec des blindes de 2 et 4. À la main suivante, la grosse blinde l'atteint de toute façon.</translation>
    </message>
    <message>
      <source>Ed (5) posts twice the big blind, 8, live, and plays.</source>
      <translation>Ed (5) paie deux fois la grosse blinde, soit 8, vif, et joue.</translation>
    </message>
    <message>
      <source>The big blind reaches Ed: he posts 4 like anyone else.</source>
      <translation>La grosse blinde atteint Ed : il paie 4 comme tout le monde.</translation>
    </message>
    <message>
      <source>A new game: the draw for the button, and players who join early</source>
      <translation>Une nouvelle partie : le tirage du bouton et les joueurs qui arrivent tôt</translation>
    </message>
    <message>
      <source>A new game starts: Cy drew the button on seat 3. Everybody seated is dealt in without posting except the two blinds after the button. A player who sits down before any blind has passed his seat plays without posting: his blinds come to him in turn.</source>
      <translation>Une nouvelle partie commence : Cy a tiré le bouton à la place 3. Tous les joueurs assis sont servis sans payer, sauf les deux blindes après le bouton. Un joueur qui s'assoit avant qu'aucune blinde n'ait passé sa place joue sans payer : ses blindes lui arrivent à son tour.</translation>
    </message>
    <message>
      <source>The button is where the draw put it, on Cy (3); Di and Ed post the blinds; nobody else posts.</source>
      <translation>Le bouton est là où le tirage l'a placé, chez Cy (3) ; Di et Ed paient les blindes ; personne d'autre ne paie.</translation>
    </message>
    <message>
      <source>Ike sits on seat 9, which no blind has passed yet: he plays at once without posting.</source>
      <translation>Ike s'assoit à la place 9, qu'aucune blinde n'a encore passée : il joue aussitôt sans payer.</translation>
    </message>
    <message>
      <source>Gus sits on seat 7, which no blind has passed either, and the big blind comes to him right away: he posts it like anyone else.</source>
      <translation>Gus s'assoit à la place 7, qu'aucune blinde n'a passée non plus, et la grosse blinde lui arrive tout de suite : il la paie comme tout le monde.</translation>
    </message>
    <message>
      <source>Short-handed house rule: a free hand for newcomers</source>
      <translation>Règle maison en partie réduite : une main gratuite pour les nouveaux joueurs</translation>
    </message>
    <message>
      <source>This table gives a free hand to a new player while five or fewer were dealt in the hand before. Ann and Ed join free; once six have played, Cy must post a big blind like any new player.</source>
      <translation>Cette table offre une main gratuite à un nouveau joueur tant que cinq joueurs ou moins ont été servis à la main précédente. Ann et Ed entrent gratuitement ; une fois que six joueurs ont joué, Cy doit payer une grosse blinde comme tout nouveau joueur.</translation>
    </message>
    <message>
      <source>Four were dealt in last hand: Ann (1) plays free.</source>
      <translation>Quatre joueurs ont été servis à la main précédente : Ann (1) joue gratuitement.</translation>
    </message>
    <message>
      <source>Five were dealt in: Ed (5) plays free too.</source>
      <translation>Cinq ont été servis : Ed (5) joue gratuitement lui aussi.</translation>
    </message>
    <message>
      <source>Six were dealt in: Cy (3) posts a big blind to play.</source>
      <translation>Six ont été servis : Cy (3) paie une grosse blinde pour jouer.</translation>
    </message>
    <message>
      <source>Bust and rebuy: a rebuy is not a new player</source>
      <translation>Décave et recave : se recaver ne fait pas de vous un nouveau joueur</translation>
    </message>
    <message>
      <source>Flo loses all her chips on seat 6 just before her big blind. A busted player counts as away, so the big blind passes her and she owes both blinds. When she rebuys she is not a new player: she makes up what she missed, once the button has passed her seat.</source>
      <translation>Flo perd tous ses jetons à la place 6 juste avant sa grosse blinde. Un joueur décavé compte comme absent : la grosse blinde la passe donc et elle doit les deux blindes. Quand elle se recave, elle ne compte pas comme un nouveau joueur : elle rattrape ce qu'elle a manqué, une fois que le bouton a passé sa place.</translation>
    </message>
    <message>
      <source>Flo is busted: the big blind skips her to Ann (1) and she gets 'both'.</source>
      <translation>Flo est décavée : la grosse blinde la saute et va à Ann (1), et Flo reçoit un bouton pour les deux blindes.</translation>
    </message>
    <message>
      <source>Flo rebuys, but seat 6 is in the zone (button 5, small blind 1): she waits.</source>
      <translation>Flo se recave, mais la place 6 est dans la zone (bouton 5, petite blinde 1) : elle attend.</translation>
    </message>
    <message>
      <source>Outside the zone, Flo makes up both blinds: 2 live, 1 dead. A rebuy pays what she missed, not a new player's post.</source>
      <translation>Hors de la zone, Flo rattrape les deux blindes : 2 vifs, 1 mort. Qui se recave paie ce qu'il a manqué, pas la mise d'entrée d'un nouveau joueur.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind and acts first</source>
      <translation>Heads-up : le bouton paie la petite blinde et parle en premier</translation>
    </message>
    <message>
      <source>Ann leaves a three-handed game and only Cy and Ed remain. With two players the button posts the small blind and acts first before the flop. The big blind goes to the player after last hand's big blind, so nobody pays the big blind twice in a row.</source>
      <translation>Ann quitte une partie à trois et il ne reste que Cy et Ed. À deux joueurs, le bouton paie la petite blinde et parle en premier avant le flop. La grosse blinde va au joueur qui suit la grosse blinde de la main précédente, pour que personne ne paie la grosse blinde deux fois de suite.</translation>
    </message>
    <message>
      <source>Ed paid the big blind last hand, so Cy (3) takes it now; Ed has the button, posts the small blind and acts first.</source>
      <translation>Ed a payé la grosse blinde à la main précédente, donc Cy (3) la prend maintenant ; Ed a le bouton, paie la petite blinde et parle en premier.</translation>
    </message>
    <message>
      <source>They swap: Ed (5) takes the big blind, Cy has the button and the small blind and acts first.</source>
      <translation>Ils échangent : Ed (5) prend la grosse blinde, Cy a le bouton et la petite blinde et parle en premier.</translation>
    </message>
    <message>
      <source>From heads-up back to three players</source>
      <translation>Du heads-up à trois joueurs</translation>
    </message>
    <message>
      <source>Di and Ed play heads-up: last hand Ed had the button and the small blind on seat 5, Di the big blind on seat 4. Cy sits down on seat 3 and wants to post. From the heads-up hand the next zone runs from seat 5 round to seat 4, which covers seat 3, so Di and Ed play one more hand heads-up. The hand after, the positions go on by the dead button rule and the big blind reaches Cy.</source>
      <translation>Di et Ed jouent en heads-up : à la main précédente, Ed avait le bouton et la petite blinde à la place 5, Di la grosse blinde à la place 4. Cy s'assoit à la place 3 et veut payer. À partir de la main en heads-up, la zone suivante va de la place 5 jusqu'à la place 4 dans le sens du jeu, ce qui couvre la place 3 : Di et Ed jouent donc encore une main en heads-up. À la main d'après, les positions continuent selon la règle du bouton mort et la grosse blinde atteint Cy.</translation>
    </message>
    <message>
      <source>Seat 3 is still in the zone: Cy waits. Heads-up again: Ed takes the big blind, Di the button and the small blind, and Di acts first.</source>
      <translation>La place 3 est toujours dans la zone : Cy attend. De nouveau en heads-up : Ed prend la grosse blinde, Di le bouton et la petite blinde, et Di parle en premier.</translation>
    </message>
    <message>
      <source>Three players: button Di (4), small blind Ed (5), who played the big blind, and the big blind on Cy (3): his entry is just the big blind.</source>
      <translation>Trois joueurs : bouton Di (4), petite blinde Ed (5), qui a joué la grosse blinde, et grosse blinde Cy (3) : son entrée se limite à la grosse blinde.</translation>
    </message>
    <message>
      <source>Simplified button: the big blind leaves, nobody posts twice</source>
      <translation>Bouton simplifié : la grosse blinde part, personne ne paie deux fois</translation>
    </message>
    <message>
      <source>This table plays the simplified button: the button always moves to the next active player, the small blind to the player after it, the big blind to the next player after that. When Ed leaves after paying the big blind there is no dead small blind: Flo posts the small blind and Gus the big blind. Flo skips a big blind, which this rule accepts.</source>
      <translation>Cette table joue avec le bouton simplifié : le bouton va toujours au joueur actif suivant, la petite blinde au joueur d'après, la grosse blinde au joueur suivant encore. Quand Ed quitte la table après avoir payé la grosse blinde, il n'y a pas de blinde morte : Flo paie la petite blinde et Gus la grosse blinde. Flo évite une grosse blinde, ce que cette règle accepte.</translation>
    </message>
    <message>
      <source>Button Di (4), the next active player; small blind Flo (6), since seat 5 is empty; big blind Gus (7). Nothing is dead.</source>
      <translation>Bouton Di (4), le joueur actif suivant ; petite blinde Flo (6), puisque la place 5 est vide ; grosse blinde Gus (7). Rien n'est mort.</translation>
    </message>
    <message>
      <source>Button Flo, small blind Gus, big blind Hal.</source>
      <translation>Bouton Flo, petite blinde Gus, grosse blinde Hal.</translation>
    </message>
    <message>
      <source>Simplified button: an away player is passed by the button</source>
      <translation>Bouton simplifié : le bouton passe un joueur absent</translation>
    </message>
    <message>
      <source>Di steps away just when the button is due on her seat. Under the simplified button the button never lies on an absent player: it moves on to Ed. Passing the button costs Di nothing, since only the blinds give missed-blind buttons.</source>
      <translation>Di s'absente juste au moment où le bouton doit arriver sur sa place. Avec le bouton simplifié, le bouton ne tombe jamais sur un joueur absent : il passe à Ed. Être passée par le bouton ne coûte rien à Di, puisque seules les blindes donnent des boutons de blinde manquée.</translation>
    </message>
    <message>
      <source>The button skips away Di and goes to Ed (5); Flo posts the small blind, Gus the big blind. Di gets no missed-blind button.</source>
      <translation>Le bouton saute Di, absente, et va à Ed (5) ; Flo paie la petite blinde, Gus la grosse blinde. Di ne reçoit pas de bouton de blinde manquée.</translation>
    </message>
    <message>
      <source>Di is back and owes nothing: she plays. Button Flo, small blind Gus, big blind Hal.</source>
      <translation>Di revient et ne doit rien : elle joue. Bouton Flo, petite blinde Gus, grosse blinde Hal.</translation>
    </message>
    <message>
      <source>Simplified button: a missed small blind and a missed big blind</source>
      <translation>Bouton simplifié : une petite blinde manquée et une grosse blinde manquée</translation>
    </message>
    <message>
      <source>Cy and Ed step away together. The small blind passes Cy, who gets an 'sb' button; the big blind passes Ed, who gets a 'bb' button (under the simplified button a player can owe the big blind alone). Both come back and post, but Ed's seat lies in the zone of the next hand, so he waits one hand before making up his big blind.</source>
      <translation>Cy et Ed s'absentent en même temps. La petite blinde passe Cy, qui reçoit un bouton de petite blinde manquée ; la grosse blinde passe Ed, qui reçoit un bouton de grosse blinde manquée (avec le bouton simplifié, un joueur peut devoir la grosse blinde seule). Tous deux reviennent et paient, mais la place d'Ed se trouve dans la zone de la main suivante : il attend donc une main avant de rattraper sa grosse blinde.</translation>
    </message>
    <message>
      <source>Small blind Di (4), past away Cy, who gets 'sb'; big blind Flo (6), past away Ed, who gets 'bb'.</source>
      <translation>Petite blinde Di (4), après Cy, absent, qui reçoit un bouton de petite blinde manquée ; grosse blinde Flo (6), après Ed, absent, qui reçoit un bouton de grosse blinde manquée.</translation>
    </message>
    <message>
      <source>Cy posts his missed small blind dead and plays. Ed's seat 5 is in the zone (button 4, small blind 6): he waits.</source>
      <translation>Cy paie sa petite blinde manquée, morte, et joue. La place 5 d'Ed est dans la zone (bouton 4, petite blinde 6) : il attend.</translation>
    </message>
    <message>
      <source>Ed is outside the zone now: he posts his missed big blind, live, and plays.</source>
      <translation>Ed est maintenant hors de la zone : il paie sa grosse blinde manquée, vive, et joue.</translation>
    </message>
    <message>
      <source>No dead button: the player due the big blind leaves</source>
      <translation>Pas de bouton mort : le joueur qui devait prendre la grosse blinde quitte la table</translation>
    </message>
    <message>
      <source>This table plays Caro &amp; Cooke's 'no dead button' rule: the button always moves to a player. Flo, due the big blind next, leaves. Nothing special happens: the button moves as usual, the player to her left posts the big blind, the player to her right the small blind.</source>
      <translation>Cette table applique la règle « pas de bouton mort » de Caro &amp; Cooke : le bouton va toujours à un joueur. Flo, qui devait prendre la grosse blinde à la main suivante, quitte la table. Rien de particulier ne se passe : le bouton avance normalement, le joueur à sa gauche paie la grosse blinde, le joueur à sa droite la petite blinde.</translation>
    </message>
    <message>
      <source>Button Di (4), small blind Ed (5), and the big blind to Gus (7), the next player after Flo's empty seat.</source>
      <translation>Bouton Di (4), petite blinde Ed (5), et la grosse blinde va à Gus (7), le joueur qui suit la place vide de Flo.</translation>
    </message>
    <message>
      <source>Plain rotation: button Ed, small blind Gus, big blind Hal.</source>
      <translation>Rotation simple : bouton Ed, petite blinde Gus, grosse blinde Hal.</translation>
    </message>
    <message>
      <source>No dead button: the player due the big blind steps away</source>
      <translation>Pas de bouton mort : le joueur qui devait prendre la grosse blinde s'absente</translation>
    </message>
    <message>
      <source>Flo, due the big blind, steps away instead of leaving. The blinds move as in the last lesson, and Flo gets a missed-blind button for both blinds: under Caro &amp; Cooke a player never owes the big blind alone. She comes back wanting to wait for the big blind, but her seat is in the next zone, so she waits in any case.</source>
      <translation>Flo, qui devait prendre la grosse blinde, s'absente au lieu de quitter la table. Les blindes avancent comme dans la leçon précédente, et Flo reçoit un bouton de blinde manquée pour les deux blindes : selon Caro &amp; Cooke, un joueur ne doit jamais la grosse blinde seule. Elle revient en voulant attendre la grosse blinde, mais sa place est dans la zone suivante : elle attend donc de toute façon.</translation>
    </message>
    <message>
      <source>The big blind passes away Flo and goes to Gus (7): Flo gets 'both'.</source>
      <translation>La grosse blinde passe Flo, absente, et va à Gus (7) : Flo reçoit un bouton pour les deux blindes.</translation>
    </message>
    <message>
      <source>Flo is back, but seat 6 lies between the button (5) and the small blind (7): she waits, still owing both.</source>
      <translation>Flo revient, mais la place 6 se trouve entre le bouton (5) et la petite blinde (7) : elle attend et doit toujours les deux blindes.</translation>
    </message>
    <message>
      <source>No dead button: the player due the small blind leaves</source>
      <translation>Pas de bouton mort : le joueur qui devait prendre la petite blinde quitte la table</translation>
    </message>
    <message>
      <source>Ann paid the big blind on seat 1 and leaves. The button moves as usual to Gus, and the small blind is dead on Ann's empty seat; Bob posts the big blind. Next hand the button moves through the empty seat to Bob, who posts a small blind on the button, and Cy posts the big blind. Then the rotation is plain again. The player after the button skips a small blind that round: Caro &amp; Cooke accept that discount.</source>
      <translation>Ann a payé la grosse blinde à la place 1 et quitte la table. Le bouton avance normalement jusqu'à Gus, et la petite blinde est morte sur la place vide d'Ann ; Bob paie la grosse blinde. À la main suivante, le bouton traverse la place vide jusqu'à Bob, qui paie une petite blinde sur le bouton, et Cy paie la grosse blinde. Ensuite, la rotation redevient simple. Le joueur qui suit le bouton évite une petite blinde dans ce tour : Caro &amp; Cooke acceptent cette remise.</translation>
    </message>
    <message>
      <source>Button Gus (7); the small blind is dead on empty seat 1; Bob (2) posts the big blind.</source>
      <translation>Bouton Gus (7) ; la petite blinde est morte sur la place vide 1 ; Bob (2) paie la grosse blinde.</translation>
    </message>
    <message>
      <source>The button moves through seat 1 to Bob, who posts a small blind on the button; Cy (3) posts the big blind.</source>
      <translation>Le bouton traverse la place 1 jusqu'à Bob, qui paie une petite blinde sur le bouton ; Cy (3) paie la grosse blinde.</translation>
    </message>
    <message>
      <source>Plain rotation again: button Cy, small blind Di, big blind Ed.</source>
      <translation>De nouveau la rotation simple : bouton Cy, petite blinde Di, grosse blinde Ed.</translation>
    </message>
    <message>
      <source>No dead button: the player due the small blind steps away</source>
      <translation>Pas de bouton mort : le joueur qui devait prendre la petite blinde s'absente</translation>
    </message>
    <message>
      <source>Ed paid the big blind on seat 5 and steps away. As when a player leaves, the small blind is dead on his seat, and since he only stepped away he gets an 'sb' button. Next hand the button moves through his seat to Flo, who posts a small blind on the button. When Ed comes back outside the zone he makes up his small blind, dead.</source>
      <translation>Ed a payé la grosse blinde à la place 5 et s'absente. Comme lorsqu'un joueur quitte la table, la petite blinde est morte sur sa place, et comme il s'est seulement absenté, il reçoit un bouton de petite blinde manquée. À la main suivante, le bouton traverse sa place jusqu'à Flo, qui paie une petite blinde sur le bouton. Quand Ed revient hors de la zone, il rattrape sa petite blinde, morte.</translation>
    </message>
    <message>
      <source>Button Di (4); dead small blind on away Ed's seat 5, and Ed gets 'sb'; big blind Flo (6).</source>
      <translation>Bouton Di (4) ; blinde morte sur la place 5 d'Ed, absent, et Ed reçoit un bouton de petite blinde manquée ; grosse blinde Flo (6).</translation>
    </message>
    <message>
      <source>The button moves through seat 5 to Flo, who posts a small blind on the button; Gus posts the big blind.</source>
      <translation>Le bouton traverse la place 5 jusqu'à Flo, qui paie une petite blinde sur le bouton ; Gus paie la grosse blinde.</translation>
    </message>
    <message>
      <source>Ed is back outside the zone: he posts 1 dead and plays; plain rotation, button Gus.</source>
      <translation>Ed revient hors de la zone : il paie 1 mort et joue ; rotation simple, bouton Gus.</translation>
    </message>
    <message>
      <source>No dead button: the player due the button leaves</source>
      <translation>Pas de bouton mort : le joueur qui devait prendre le bouton quitte la table</translation>
    </message>
    <message>
      <source>Cy paid the small blind on seat 3 and leaves, so nobody can take the button he was due. The button moves through his seat to Di, last hand's big blind, who posts a small blind on the button; Ed and Flo both post a big blind. Next hand Ed has the button and posts a small blind, Flo posts a small blind too, and Gus the big blind. Then the rotation is plain again.</source>
      <translation>Cy a payé la petite blinde à la place 3 et quitte la table : personne ne peut donc prendre le bouton qui lui était destiné. Le bouton traverse sa place jusqu'à Di, grosse blinde de la main précédente, qui paie une petite blinde sur le bouton ; Ed et Flo paient chacun une grosse blinde. À la main suivante, Ed a le bouton et paie une petite blinde, Flo paie aussi une petite blinde, et Gus la grosse blinde. Ensuite, la rotation redevient simple.</translation>
    </message>
    <message>
      <source>Button Di (4) with a small blind on the button; two big blinds, Ed (5) and Flo (6); Gus, after the second big blind, acts first.</source>
      <translation>Bouton Di (4) avec une petite blinde sur le bouton ; deux grosses blindes, Ed (5) et Flo (6) ; Gus, après la seconde grosse blinde, parle en premier.</translation>
    </message>
    <message>
      <source>Button Ed with a small blind, Flo a small blind, Gus the big blind.</source>
      <translation>Bouton Ed avec une petite blinde, Flo une petite blinde, Gus la grosse blinde.</translation>
    </message>
    <message>
      <source>Plain rotation: button Flo, small blind Gus, big blind Hal.</source>
      <translation>Rotation simple : bouton Flo, petite blinde Gus, grosse blinde Hal.</translation>
    </message>
    <message>
      <source>Seat change toward the blinds: play at once, free</source>
      <translation>Changement de place vers les blindes : jouer aussitôt, gratuitement</translation>
    </message>
    <message>
      <source>Hal moves from seat 8 to empty seat 5. Counting players, the big blind needed four hands to reach him on seat 8 and needs only two on seat 5: he moves toward the blinds (k = -2). A player who moves toward the blinds gains nothing, so he plays at once without posting, whatever he chose.</source>
      <translation>Hal passe de la place 8 à la place vide 5. En comptant les joueurs, la grosse blinde avait besoin de quatre mains pour l'atteindre à la place 8 et n'en a besoin que de deux à la place 5 : il se rapproche des blindes (k = -2). Un joueur qui se rapproche des blindes n'y gagne rien, il joue donc aussitôt sans payer, quel que soit son choix.</translation>
    </message>
    <message>
      <source>Hal plays at once on seat 5 without posting; the big blind goes to Di (4) and Hal acts first.</source>
      <translation>Hal joue aussitôt à la place 5 sans payer ; la grosse blinde va à Di (4) et Hal parle en premier.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 5 in turn: Hal posts it.</source>
      <translation>La grosse blinde atteint la place 5 à son tour : Hal la paie.</translation>
    </message>
    <message>
      <source>Seat change away from the blinds: wait the hands you gained</source>
      <translation>Changement de place loin des blindes : attendre les mains gagnées</translation>
    </message>
    <message>
      <source>Ed moves from seat 5 to empty seat 9, past Flo and Gus: the big blind now needs two more hands to reach him (k = 2). Moving away from the blinds would give him free hands, so he sits out two hands. Then he plays, and the big blind reaches him after the same one free hand he would have had on seat 5.</source>
      <translation>Ed passe de la place 5 à la place vide 9, au-delà de Flo et Gus : la grosse blinde a maintenant besoin de deux mains de plus pour l'atteindre (k = 2). S'éloigner des blindes lui donnerait des mains gratuites, il ne joue donc pas pendant deux mains. Ensuite il joue, et la grosse blinde l'atteint après la même et unique main gratuite qu'il aurait eue à la place 5.</translation>
    </message>
    <message>
      <source>Ed waits on seat 9 (first of two hands).</source>
      <translation>Ed attend à la place 9 (première main sur deux).</translation>
    </message>
    <message>
      <source>Ed waits again (second hand).</source>
      <translation>Ed attend encore (deuxième main).</translation>
    </message>
    <message>
      <source>Ed has waited two hands: he plays without posting.</source>
      <translation>Ed a attendu deux mains : il joue sans payer.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 9: Ed posts it.</source>
      <translation>La grosse blinde atteint la place 9 : Ed la paie.</translation>
    </message>
    <message>
      <source>Seat change away from the blinds: post a big blind to play at once</source>
      <translation>Changement de place loin des blindes : payer une grosse blinde pour jouer aussitôt</translation>
    </message>
    <message>
      <source>Hal moves from seat 8 to empty seat 3, further from the blinds (k = 2). Rather than sit out two hands he chooses to post: one big blind, live, and he plays at once.</source>
      <translation>Hal passe de la place 8 à la place vide 3, plus loin des blindes (k = 2). Plutôt que de ne pas jouer pendant deux mains, il choisit de payer : une grosse blinde, vive, et il joue aussitôt.</translation>
    </message>
    <message>
      <source>Hal posts one big blind on seat 3 and plays; the big blind itself goes to Ann (1), the next player after empty seats 7 and 8.</source>
      <translation>Hal paie une grosse blinde à la place 3 et joue ; la grosse blinde elle-même va à Ann (1), le joueur qui suit les places vides 7 et 8.</translation>
    </message>
    <message>
      <source>Hal owes nothing any more; plain rotation.</source>
      <translation>Hal ne doit plus rien ; rotation simple.</translation>
    </message>
    <message>
      <source>Las Vegas house rule: moving past two players is free</source>
      <translation>Règle maison de Las Vegas : passer deux joueurs est gratuit</translation>
    </message>
    <message>
      <source>This table uses the two-players seat-change rule. Ed moves from seat 5 to seat 8, past Flo and Gus (k = 2): free, he plays at once. Then Di moves from seat 4 to seat 9, past three players (k = 3): that costs a big blind, which she posts to play at once.</source>
      <translation>Cette table applique la règle de changement de place « deux joueurs ». Ed passe de la place 5 à la place 8, au-delà de Flo et Gus (k = 2) : c'est gratuit, il joue aussitôt. Puis Di passe de la place 4 à la place 9, au-delà de trois joueurs (k = 3) : cela coûte une grosse blinde, qu'elle paie pour jouer aussitôt.</translation>
    </message>
    <message>
      <source>Ed (8) plays free; Di (9) posts one big blind and plays. The big blind itself goes to Flo (6), the next player after empty seats 4 and 5.</source>
      <translation>Ed (8) joue gratuitement ; Di (9) paie une grosse blinde et joue. La grosse blinde elle-même va à Flo (6), le joueur qui suit les places vides 4 et 5.</translation>
    </message>
    <message>
      <source>Nobody owes anything: plain rotation.</source>
      <translation>Personne ne doit rien : rotation simple.</translation>
    </message>
    <message>
      <source>Seat change into the seat due the big blind</source>
      <translation>Changement vers la place qui doit recevoir la grosse blinde</translation>
    </message>
    <message>
      <source>Seat 4 is empty and comes right after last hand's big blind, so whoever sits there is due the big blind next. Gus moves there from seat 7: he plays at once in the big blind.</source>
      <translation>La place 4 est vide et vient juste après la grosse blinde de la main précédente : celui qui s'y assoit doit donc prendre la prochaine grosse blinde. Gus s'y installe depuis la place 7 : il joue aussitôt en grosse blinde.</translation>
    </message>
    <message>
      <source>Gus (4) posts the big blind and plays; Ed (5) acts first.</source>
      <translation>Gus (4) paie la grosse blinde et joue ; Ed (5) parle en premier.</translation>
    </message>
    <message>
      <source>Gus played the big blind, so he posts the small blind now.</source>
      <translation>Gus a joué la grosse blinde, il paie donc maintenant la petite blinde.</translation>
    </message>
    <message>
      <source>Seat change into the seat due the button</source>
      <translation>Changement vers la place qui doit recevoir le bouton</translation>
    </message>
    <message>
      <source>Ed leaves seat 5, which is due the button next hand. Bob moves there from seat 2, further from the blinds. Nobody is dealt in on the button seat before the button has passed: Bob sits out the button hand (the button is dead), then posts a big blind behind the button and plays.</source>
      <translation>Ed quitte la place 5, qui doit recevoir le bouton à la main suivante. Bob s'y installe depuis la place 2, plus loin des blindes. Personne n'est servi sur la place du bouton avant que le bouton soit passé : Bob ne joue pas la main du bouton (le bouton est mort), puis il paie une grosse blinde derrière le bouton et joue.</translation>
    </message>
    <message>
      <source>The button is on seat 5 and dead, because Bob may not come in there yet: he waits.</source>
      <translation>Le bouton est sur la place 5 et il est mort, car Bob ne peut pas encore entrer à cet endroit : il attend.</translation>
    </message>
    <message>
      <source>The button has passed: Bob posts one big blind on seat 5 and plays.</source>
      <translation>Le bouton est passé : Bob paie une grosse blinde à la place 5 et joue.</translation>
    </message>
    <message>
      <source>Debts move with the player</source>
      <translation>Les dettes suivent le joueur</translation>
    </message>
    <message>
      <source>Gus owes both blinds. He comes back, chooses to post, and asks to move from seat 7 to empty seat 5, nearer the blinds (k = -1). The seat change itself costs nothing, but his missed-blind button moves with him: on seat 5 he makes up both blinds, the big blind live and the small blind dead.</source>
      <translation>Gus doit les deux blindes. Il revient, choisit de payer et demande à passer de la place 7 à la place vide 5, plus près des blindes (k = -1). Le changement de place lui-même ne coûte rien, mais son bouton de blinde manquée le suit : à la place 5, il rattrape les deux blindes, la grosse blinde vive et la petite blinde morte.</translation>
    </message>
    <message>
      <source>The move is free, but the debt is not: Gus posts 2 live and 1 dead on seat 5 and plays; he acts first, left of the big blind.</source>
      <translation>Le déplacement est gratuit, mais pas la dette : Gus paie 2 vifs et 1 mort à la place 5 et joue ; il parle en premier, à gauche de la grosse blinde.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 5 in turn: Gus posts it.</source>
      <translation>La grosse blinde atteint la place 5 à son tour : Gus la paie.</translation>
    </message>
    <message>
      <source>Dealing off: move after your button hand, never pay for it</source>
      <translation>Changer de place après son bouton : se déplacer après la main au bouton, sans jamais payer</translation>
    </message>
    <message>
      <source>Ann wants seat 3, but she is due the button: nobody moves off the button seat on his button hand. She takes her button first, then moves. Seat 3 lies in the next zone, so she sits out one hand; then she comes back in behind the button without posting, because a player who deals off is never charged.</source>
      <translation>Ann veut la place 3, mais c'est à elle d'avoir le bouton : personne ne quitte la place du bouton pendant sa main au bouton. Elle prend d'abord son bouton, puis change de place. La place 3 se trouve dans la zone suivante, elle ne joue donc pas pendant une main ; ensuite, elle revient derrière le bouton sans payer, car un joueur qui change de place après son bouton ne paie jamais.</translation>
    </message>
    <message>
      <source>Ann takes the button on seat 1 before she moves; Bob and Di post the blinds.</source>
      <translation>Ann prend le bouton à la place 1 avant de changer de place ; Bob et Di paient les blindes.</translation>
    </message>
    <message>
      <source>Ann has moved to seat 3, in the zone (button 2, small blind 4): she waits.</source>
      <translation>Ann est passée à la place 3, dans la zone (bouton 2, petite blinde 4) : elle attend.</translation>
    </message>
    <message>
      <source>The button has passed seat 3: Ann comes back in behind it without posting.</source>
      <translation>Le bouton a passé la place 3 : Ann revient derrière lui sans payer.</translation>
    </message>
    <message>
      <source>Event: the small blind is eliminated, the button is dead</source>
      <translation>Tournoi : la petite blinde est éliminée, le bouton est mort</translation>
    </message>
    <message>
      <source>Every event deals with the dead button. Cy, last hand's small blind on seat 3, is eliminated. The big blind still moves one player, the small blind goes on last hand's big-blind seat and the button on last hand's small-blind seat: seat 3, where nobody sits now.</source>
      <translation>Tout tournoi suit le bouton mort. Cy, petite blinde de la main précédente à la place 3, est éliminé. La grosse blinde avance toujours d'un joueur, la petite blinde va sur la place de la grosse blinde précédente et le bouton sur celle de la petite blinde précédente : la place 3, où personne n'est assis maintenant.</translation>
    </message>
    <message>
      <source>Big blind Ed (5), small blind Di (4); the button lies dead on empty seat 3. Flo (6) acts first.</source>
      <translation>Grosse blinde Ed (5), petite blinde Di (4) ; le bouton est mort sur la place vide 3. Flo (6) parle en premier.</translation>
    </message>
    <message>
      <source>Normal again: button Di (4), small blind Ed (5), big blind Flo (6).</source>
      <translation>Retour à la normale : bouton Di (4), petite blinde Ed (5), grosse blinde Flo (6).</translation>
    </message>
    <message>
      <source>Event: the big blind is eliminated, a dead small blind, then a dead button</source>
      <translation>Tournoi : la grosse blinde est éliminée, une petite blinde morte, puis un bouton mort</translation>
    </message>
    <message>
      <source>Di, last hand's big blind on seat 4, is eliminated. Nobody posts for an open seat: the small blind lies dead on his seat, and next hand the button lies dead there.</source>
      <translation>Di, grosse blinde de la main précédente à la place 4, est éliminée. Personne ne paie pour une place libre : la petite blinde est morte sur sa place, et à la main suivante le bouton y est mort.</translation>
    </message>
    <message>
      <source>Big blind Ed (5); the small blind is dead on empty seat 4, nobody posts it; the button is on Cy (3). Flo (6) acts first.</source>
      <translation>Grosse blinde Ed (5) ; la petite blinde est morte sur la place vide 4, personne ne la paie ; le bouton est chez Cy (3). Flo (6) parle en premier.</translation>
    </message>
    <message>
      <source>The button lies dead on seat 4; Ed (5) posts the small blind, Flo (6) the big blind.</source>
      <translation>Le bouton est mort sur la place 4 ; Ed (5) paie la petite blinde, Flo (6) la grosse blinde.</translation>
    </message>
    <message>
      <source>Event: an absent player is dealt in and blinded off</source>
      <translation>Tournoi : un joueur absent est servi et paie ses blindes</translation>
    </message>
    <message>
      <source>Gus (7) is not at his seat. At an event an absent player is still dealt in and his blinds and antes are posted from his stack; nobody waits for him and he gets no missed-blind button. This level has a big-blind ante.</source>
      <translation>Gus (7) n'est pas à sa place. En tournoi, un joueur absent est quand même servi et ses blindes et antes sont payées sur son tapis ; personne ne l'attend et il n'a pas de bouton de blinde manquée. Ce niveau a une ante de grosse blinde.</translation>
    </message>
    <message>
      <source>Gus (7) is the big blind though absent: 600 live and the 600 ante dead, from his stack, and he is dealt in. Flo (6) posts the small blind.</source>
      <translation>Gus (7) est la grosse blinde bien qu'absent : 600 vifs et l'ante de 600 morte, sur son tapis, et il est servi. Flo (6) paie la petite blinde.</translation>
    </message>
    <message>
      <source>Gus (7) posts the small blind, absent, and is dealt in; Hal (8) posts the big blind and the ante.</source>
      <translation>Gus (7) paie la petite blinde, absent, et est servi ; Hal (8) paie la grosse blinde et l'ante.</translation>
    </message>
    <message>
      <source>Gus is back: nothing to make up. Button Gus (7), small blind Hal (8), big blind Ida (9) with the ante.</source>
      <translation>Gus est de retour : rien à rattraper. Bouton Gus (7), petite blinde Hal (8), grosse blinde Ida (9) avec l'ante.</translation>
    </message>
    <message>
      <source>Event: the big-blind ante goes with the big blind</source>
      <translation>Tournoi : l'ante de grosse blinde suit la grosse blinde</translation>
    </message>
    <message>
      <source>This level has a big-blind ante: the player who posts the big blind also puts in the table's ante, dead. Ed, last hand's big blind on seat 5, is eliminated: the small blind is dead, and the ante goes wherever the big blind goes.</source>
      <translation>Ce niveau a une ante de grosse blinde : le joueur qui paie la grosse blinde met aussi l'ante de la table, morte. Ed, grosse blinde de la main précédente à la place 5, est éliminé : la petite blinde est morte, et l'ante va là où va la grosse blinde.</translation>
    </message>
    <message>
      <source>Flo (6) posts the big blind, 2,000 live, and the ante, 2,000 dead; the small blind is dead on empty seat 5.</source>
      <translation>Flo (6) paie la grosse blinde, 2 000 vifs, et l'ante, 2 000 morts ; la petite blinde est morte sur la place vide 5.</translation>
    </message>
    <message>
      <source>The button is dead on seat 5; Flo (6) posts the small blind, Gus (7) the big blind and the ante.</source>
      <translation>Le bouton est mort sur la place 5 ; Flo (6) paie la petite blinde, Gus (7) la grosse blinde et l'ante.</translation>
    </message>
    <message>
      <source>Event: a joiner in the gap waits for the button to pass</source>
      <translation>Tournoi : un joueur entrant dans l'intervalle attend que le bouton passe</translation>
    </message>
    <message>
      <source>Di, a late registrant, takes open seat 4, between last hand's small blind (3) and big blind (5). The button is about to move onto seat 3 and the small blind onto seat 5: seat 4 lies between them, so Di waits one hand; then he plays without posting.</source>
      <translation>Di, inscrit tardif, prend la place libre 4, entre la petite blinde (3) et la grosse blinde (5) de la main précédente. Le bouton va passer sur la place 3 et la petite blinde sur la place 5 : la place 4 est entre les deux, donc Di attend une main ; ensuite il joue sans payer.</translation>
    </message>
    <message>
      <source>Di (4) is in the gap between the button (3) and the small blind (5): he is not dealt in. Big blind Flo (6).</source>
      <translation>Di (4) est dans l'intervalle entre le bouton (3) et la petite blinde (5) : il n'est pas servi. Grosse blinde Flo (6).</translation>
    </message>
    <message>
      <source>The button has passed: Di (4) is dealt in without posting. Button Ed (5), small blind Flo (6), big blind Gus (7).</source>
      <translation>Le bouton est passé : Di (4) est servi sans payer. Bouton Ed (5), petite blinde Flo (6), grosse blinde Gus (7).</translation>
    </message>
    <message>
      <source>Event: a joiner outside the gap is dealt in at once</source>
      <translation>Tournoi : un joueur entrant hors de l'intervalle est servi tout de suite</translation>
    </message>
    <message>
      <source>Two late registrants sit down: Flo on seat 6, the first seat after last hand's big blind, and Ida on seat 9. Neither is in the gap between the button and the small blind, so both are dealt in at once. A joiner never posts to come in: he posts only what his position asks.</source>
      <translation>Deux inscrits tardifs s'assoient : Flo à la place 6, la première après la grosse blinde de la main précédente, et Ida à la place 9. Aucun n'est dans l'intervalle entre le bouton et la petite blinde, donc les deux sont servis tout de suite. Un joueur entrant ne paie jamais pour entrer : il paie seulement ce que sa position demande.</translation>
    </message>
    <message>
      <source>Flo (6) joins on the big blind: 200 live and the 200 ante dead. Ida (9) is dealt in without posting.</source>
      <translation>Flo (6) arrive sur la grosse blinde : 200 vifs et l'ante de 200 morte. Ida (9) est servie sans payer.</translation>
    </message>
    <message>
      <source>Event: a joiner on the seat of a dead small blind posts it</source>
      <translation>Tournoi : un joueur entrant à la place d'une petite blinde morte la paie</translation>
    </message>
    <message>
      <source>Ed, last hand's big blind on seat 5, was eliminated and Zoe, from a broken table, drew his seat. The small blind would have been dead on seat 5; with Zoe there it is live, and she posts it.</source>
      <translation>Ed, grosse blinde de la main précédente à la place 5, a été éliminé et Zoe, venue d'une table cassée, a tiré sa place. La petite blinde aurait été morte à la place 5 ; avec Zoe, elle est vive, et c'est elle qui la paie.</translation>
    </message>
    <message>
      <source>Zoe (5) posts the small blind, 1,000; Flo (6) the big blind. Everybody is dealt in, Zoe too.</source>
      <translation>Zoe (5) paie la petite blinde, 1 000 ; Flo (6) la grosse blinde. Tout le monde est servi, Zoe aussi.</translation>
    </message>
    <message>
      <source>Event: heads-up, the button posts the small blind</source>
      <translation>Tournoi : en heads-up, le bouton paie la petite blinde</translation>
    </message>
    <message>
      <source>Three players are left: button Ann (2), small blind Bob (5), big blind Cy (8). Ann is eliminated. Heads-up the button posts the small blind and acts first, and the big blind goes to the player who did not have it last hand.</source>
      <translation>Il reste trois joueurs : bouton Ann (2), petite blinde Bob (5), grosse blinde Cy (8). Ann est éliminée. En heads-up, le bouton paie la petite blinde et parle en premier, et la grosse blinde va au joueur qui ne l'avait pas à la main précédente.</translation>
    </message>
    <message>
      <source>Cy had the big blind: Bob (5) takes it. Cy (8) has the button, posts the small blind and acts first.</source>
      <translation>Cy avait la grosse blinde : Bob (5) la prend. Cy (8) a le bouton, paie la petite blinde et parle en premier.</translation>
    </message>
    <message>
      <source>They swap: Bob (5) has the button and the small blind and acts first, Cy (8) the big blind.</source>
      <translation>Ils échangent : Bob (5) a le bouton et la petite blinde et parle en premier, Cy (8) la grosse blinde.</translation>
    </message>
    <message>
      <source>Balancing: the player due the big blind at the fullest table moves</source>
      <translation>Équilibrage : le joueur qui doit la grosse blinde à la table la plus pleine change de table</translation>
    </message>
    <message>
      <source>Table 1 has nine players, table 2 six: three apart, more than the two the house allows. The player who would post the big blind next at the fullest table moves to the worst position at the short table: the open seat the big blind reaches soonest.</source>
      <translation>La table 1 a neuf joueurs, la table 2 six : trois d'écart, plus que les deux que permet la maison. Le joueur qui paierait la grosse blinde suivante à la table la plus pleine va à la plus mauvaise position de la table courte : la place libre que la grosse blinde atteint le plus tôt.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Ed (5), after last hand's big blind Di (4): Ed moves. At table 2 open seat 4 lies right after last hand's big blind (3): the big blind reaches it first.</source>
      <translation>À la table 1, la grosse blinde va ensuite à Ed (5), après Di (4), grosse blinde de la main précédente : Ed change de table. À la table 2, la place libre 4 est juste après la grosse blinde précédente (3) : la grosse blinde l'atteint en premier.</translation>
    </message>
    <message>
      <source>Ed (4) joined on the first seat after last hand's big blind: he takes the big blind at once. The small blind is Lee (3), the button Kim (2).</source>
      <translation>Ed (4) est arrivé à la première place après la grosse blinde précédente : il prend la grosse blinde tout de suite. La petite blinde est Lee (3), le bouton Kim (2).</translation>
    </message>
    <message>
      <source>Balancing: the moved player takes a single big blind</source>
      <translation>Équilibrage : le joueur déplacé paie une grosse blinde seule</translation>
    </message>
    <message>
      <source>Lee, last hand's big blind on seat 3 of table 2, is eliminated: table 1 has nine, table 2 seven. The worst position is the seat last hand's big blind left: the moved player takes a single big blind there, and there is no small blind that hand.</source>
      <translation>Lee, grosse blinde de la main précédente à la place 3 de la table 2, est éliminé : la table 1 a neuf joueurs, la table 2 sept. La plus mauvaise position est la place que la grosse blinde précédente a laissée : le joueur déplacé y paie une grosse blinde seule, et il n'y a pas de petite blinde à cette main.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Ann (1), after Ida (9): she moves, to seat 3 of table 2, the seat the big blind just left.</source>
      <translation>À la table 1, la grosse blinde va ensuite à Ann (1), après Ida (9) : elle change de table, pour la place 3 de la table 2, celle que la grosse blinde vient de laisser.</translation>
    </message>
    <message>
      <source>Ann (3) posts a single big blind; there is no small blind; the button goes to Kim (2). Max (4) acts first.</source>
      <translation>Ann (3) paie une grosse blinde seule ; il n'y a pas de petite blinde ; le bouton va à Kim (2). Max (4) parle en premier.</translation>
    </message>
    <message>
      <source>Balancing: never to the seat of the next small blind</source>
      <translation>Équilibrage : jamais à la place de la prochaine petite blinde</translation>
    </message>
    <message>
      <source>This house gives no single big blind. At table 2 Lee, last hand's big blind (3), and Quin (8) are eliminated; seat 9 was open. Seat 3 is where the next small blind lies: a moved player never goes there.</source>
      <translation>Cette maison n'accorde pas de grosse blinde seule. À la table 2, Lee, grosse blinde de la main précédente (3), et Quin (8) sont éliminés ; la place 9 était libre. La place 3 est celle de la prochaine petite blinde : un joueur déplacé n'y va jamais.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Di (4): she moves. At table 2 the big blind reaches open seat 8 before seat 9; seat 3 is the next small blind and never offered.</source>
      <translation>À la table 1, la grosse blinde va ensuite à Di (4) : elle change de table. À la table 2, la grosse blinde atteint la place libre 8 avant la place 9 ; la place 3 est la prochaine petite blinde et n'est jamais proposée.</translation>
    </message>
  </context>
</TS>