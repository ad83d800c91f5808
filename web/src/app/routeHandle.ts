/** What a route tells the shell: its page title (a key of common.json `titles`) and the modules it reads. */
export interface RouteHandle {
  title: string;
  ns: string[];
}
