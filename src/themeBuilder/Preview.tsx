import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const FRAMEWORKS = ['React', 'Next.js', 'Remix', 'Vite', 'Gatsby'];

/** Real Material UI components, rendered with whatever theme surrounds them. */
export function Preview() {
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="Preview tabs">
        <Tab label="Overview" />
        <Tab label="Details" />
        <Tab label="Activity" />
      </Tabs>
      <Stack direction="row" flexWrap="wrap" gap={1.5} alignItems="center">
        <Button variant="contained">Contained</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
        <Button variant="outlined">Outlined</Button>
        <Button>Text</Button>
        <Chip label="Chip" color="primary" />
        <Chip label="Outlined" color="secondary" variant="outlined" onDelete={() => undefined} />
        <Badge badgeContent={4} color="secondary">
          <Avatar sx={{ bgcolor: 'primary.main' }}>MX</Avatar>
        </Badge>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        <TextField label="Name" defaultValue="Data Grid" sx={{ flex: 1 }} />
        <Autocomplete
          options={FRAMEWORKS}
          defaultValue="React"
          sx={{ flex: 1 }}
          renderInput={(params) => <TextField {...params} label="Framework" />}
        />
      </Stack>
      <Stack direction="row" flexWrap="wrap" alignItems="center" gap={2}>
        <FormControlLabel control={<Switch defaultChecked />} label="Notifications" />
        <FormControlLabel control={<Checkbox defaultChecked color="secondary" />} label="Remember me" />
        <Rating defaultValue={4} />
      </Stack>
      <Slider defaultValue={40} aria-label="Volume" />
      <LinearProgress variant="determinate" value={64} aria-label="Upload progress" />
      <Stack gap={1}>
        <Alert severity="success">The theme compiled without problems.</Alert>
        <Alert severity="info">Shades come from the main colour.</Alert>
        <Alert severity="warning">Low contrast makes text hard to read.</Alert>
        <Alert severity="error">Something needs your attention.</Alert>
      </Stack>
      <Breadcrumbs maxItems={3}>
        <Link underline="hover" color="inherit" href="#preview">
          MUI X
        </Link>
        <Link underline="hover" color="inherit" href="#preview">
          Common concepts
        </Link>
        <Link underline="hover" color="inherit" href="#preview">
          Theming
        </Link>
        <Typography sx={{ color: 'text.primary' }}>Preview</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Pagination count={10} color="primary" />
        <TablePagination
          component="div"
          count={230}
          page={page}
          rowsPerPage={rowsPerPage}
          onPageChange={(_event, value) => setPage(value)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Box>
    </Paper>
  );
}
